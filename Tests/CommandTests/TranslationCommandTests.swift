import Foundation
import Testing
import TestSupport
@testable import xcstrings_a11y

/// The parts of `export` and `import` in the command: the unified diff of `--dry-run`, and the
/// catalog replaced only while unchanged on disk.
struct TranslationCommandTests {
    /// Applies a unified diff to `old`, as `patch` would, checking every context and removed line.
    static func apply(_ diff: String, to old: String) throws -> String {
        var oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if old.hasSuffix("\n") { oldLines.removeLast() }
        var result: [String] = []
        var position = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("@@") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber })!
                let first = max(0, start - 1)
                result += oldLines[position..<first]
                position = first
            } else if line.hasPrefix(" ") || line.hasPrefix("-"), !line.hasPrefix("---") {
                #expect(oldLines[position] == String(line.dropFirst()), "the diff does not fit the old text at line \(position + 1)")
                if line.hasPrefix(" ") { result.append(oldLines[position]) }
                position += 1
            } else if line.hasPrefix("+"), !line.hasPrefix("+++") {
                result.append(String(line.dropFirst()))
            }
        }
        result += oldLines[position...]
        return result.map { $0 + "\n" }.joined()
    }

    @Test func insertionsAreShownAsInsertions() throws {
        let old = (1...40).map { "line \($0)\n" }.joined()
        var lines = old.split(separator: "\n").map(String.init)
        lines.insert("new A", at: 10)
        lines.insert("new B", at: 30)
        let new = lines.map { $0 + "\n" }.joined()
        let diff = UnifiedDiff.diff(old: old, new: new, path: "x")
        #expect(diff.hasPrefix("--- a/x\n+++ b/x\n@@ -8,6 +8,7 @@\n line 8\n"))
        #expect(!diff.split(separator: "\n").contains { $0.hasPrefix("-") && !$0.hasPrefix("---") })
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == ["+new A", "+new B"])
        #expect(try Self.apply(diff, to: old) == new)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n", path: "x").isEmpty)
    }

    /// Pseudo-random edits (a fixed seed): the diff always turns the old text into the new one.
    @Test func diffsApplyBack() throws {
        var seed: UInt64 = 15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<50 {
            let old = (0..<(20 + next(60))).map { _ in "v\(next(8))" }
            var new = old
            for _ in 0..<(1 + next(10)) {
                switch next(3) {
                case 0: new.insert("n\(next(8))", at: next(new.count + 1))
                case 1: if !new.isEmpty { new.remove(at: next(new.count)) }
                default: if !new.isEmpty { new[next(new.count)] = "c\(next(8))" }
                }
            }
            let oldText = old.map { $0 + "\n" }.joined(), newText = new.map { $0 + "\n" }.joined()
            #expect(try Self.apply(UnifiedDiff.diff(old: oldText, new: newText, path: "x"), to: oldText) == newText)
        }
    }

    @Test func aCatalogChangedOnDiskIsNotReplaced() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("A.xcstrings", "edited by someone else")
        #expect(throws: FileWriteError.self) {
            try AtomicFile.replace(file.path, with: Array("new".utf8), ifStill: Array("as read".utf8))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "edited by someone else")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["A.xcstrings"])
        try AtomicFile.replace(file.path, with: Array("new".utf8), ifStill: Array("edited by someone else".utf8))
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }
}
