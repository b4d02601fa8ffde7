import Foundation
import Testing
import TestSupport

/// Issue 29, fault 2: the Swift reader copied an expression's text at every level of nesting, so
/// 585 KB of accessibility calls nested in each other's arguments took 5.9 GB and 54 s, and 195 KB
/// of nested interpolations 3.9 GB. Each shape here is nested 10,000 levels deep and read under an
/// address-space limit (`ulimit -v`) that a reader quadratic in the nesting cannot stay within;
/// Linux only, as macOS does not enforce the limit.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/statm"), "ulimit -v is enforced on Linux only"))
struct SwiftNestingLimitTests {
    static let depth = 10_000
    /// 300 MB: the debug build reads these files in well under half of it.
    static let limitKB = 300_000

    /// The uses `check --format json` reports for one Swift file, read under the limit.
    func uses(of source: String) throws -> [[String: Any]] {
        let folder = try TemporaryFolder()
        try folder.write("App/Nested.swift", source)
        let run = try ToolRunner.run(
            ["check", "--allow-empty", "--jobs", "2", "--format", "json", "."], in: folder.url, timeout: 300,
            addressSpaceLimitKB: Self.limitKB)
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.error.suffix(400))")
        #expect(!run.error.contains("aborted"), "\(run.error.suffix(400))")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output.prefix(300))")
        let sources = try #require(document["sources"] as? [[String: Any]])
        return try #require(sources.first?["uses"] as? [[String: Any]])
    }

    @Test func accessibilityCallsNestedInEachOthersArguments() throws {
        let depth = Self.depth
        let source = "let v = " + String(repeating: #"view.accessibilityLabel("#, count: depth) + #""x""# + String(repeating: ")", count: depth) + "\n"
        let found = try uses(of: source)
        #expect(found.count == depth)
        #expect(found.filter { $0["argument"] as? String == "localized" }.count == 1, "only the innermost argument is a key")
        // A dynamic expression is quoted in part, never whole.
        let longest = found.compactMap { ($0["expression"] as? String)?.utf8.count }.max() ?? 0
        #expect(longest < 1_000)
    }

    @Test func interpolationsNestedInALabel() throws {
        let depth = Self.depth
        let source = #"let v = Text("a").accessibilityLabel(""# + String(repeating: #"\(a ?? ""#, count: depth) + "unknown"
            + String(repeating: #"")"#, count: depth) + "\")\n"
        let found = try uses(of: source)
        #expect(found.count == 1)
        #expect(found.first?["argument"] as? String == "localized")
    }

    @Test func parenthesesAroundAnArgument() throws {
        let depth = Self.depth
        let source = #"let v = Text("a").accessibilityLabel("# + String(repeating: "(", count: depth) + #""Close""#
            + String(repeating: ")", count: depth) + ")\n"
        let found = try uses(of: source)
        #expect(found.count == 1)
        #expect(found.first?["key"] as? String == "Close")
    }

    @Test func closuresNestedWithAHintInEach() throws {
        let depth = Self.depth
        let source = "var body: some View {\n" + String(repeating: "VStack { Text(\"a\").help(\"Opens it\")\n", count: depth)
            + String(repeating: "}\n", count: depth) + "}\n"
        let found = try uses(of: source)
        #expect(found.count == depth)
        #expect(found.allSatisfy { $0["role"] as? String == "hint" })
    }

    @Test func ternariesNestedInALabel() throws {
        let depth = Self.depth
        let source = #"let v = Text("a").accessibilityLabel("# + String(repeating: #"c ? "k" : ("#, count: depth) + #""last""#
            + String(repeating: ")", count: depth) + ")\n"
        let found = try uses(of: source)
        // The first branches, then one value for the rest: a use is followed a bounded number of steps.
        #expect(found.count > 10 && found.count < 100)
        #expect(found.contains { $0["reason"] as? String == "too-complex" })
    }

    @Test func aConcatenationOfTenThousandTexts() throws {
        let depth = Self.depth
        let source = #"let v = Text("a").accessibilityLabel("# + (0..<depth).map { #"Text("k\#($0)")"# }.joined(separator: " + ") + ")\n"
        let found = try uses(of: source)
        #expect(found.count > 10 && found.count < 200)
        #expect(found.first?["key"] as? String == "k0")
    }

    @Test func labelClosuresNestedInLabelClosures() throws {
        let depth = Self.depth
        let source = "var body: some View {\n" + String(repeating: "Button { } label: {\n", count: depth) + "Text(\"Remove All\")\n"
            + String(repeating: "}\n", count: depth) + "}\n"
        let found = try uses(of: source)
        #expect(found.count == 1)
        #expect(found.first?["form"] as? String == "Button label: Text(_:)")
    }

    @Test func constantsThatNameEachOther() throws {
        let depth = Self.depth
        let source = "enum K {\n" + (0..<depth).map { "static let c\($0) = K.c\($0 + 1)\n" }.joined() + "static let c\(depth) = \"end\"\n}\n"
            + "let v = Text(\"a\").accessibilityLabel(K.c0)\n"
        let found = try uses(of: source)
        #expect(found.count == 1)
        #expect(found.first?["reason"] as? String == "too-complex")
    }

    /// When memory runs out while the Swift files are read, the message names them, not a catalog,
    /// and does not suggest --max-file-size (which is about catalogs).
    @Test func runningOutOfMemoryInTheSwiftFilesSaysSo() throws {
        let folder = try TemporaryFolder()
        // 51 MB of calls: their tokens alone need more than the limit.
        try folder.write("App/Big.swift", String(repeating: "Text(\"a\").accessibilityLabel(\"x\")\n", count: 1_500_000))
        let run = try ToolRunner.run(["check", "--allow-empty", "--jobs", "2", "."], in: folder.url, timeout: 300, addressSpaceLimitKB: 200_000)
        #expect(run.status == 2)
        #expect(run.error.contains("memory ran out while reading the Swift sources"), "\(run.error.suffix(400))")
        #expect(!run.error.contains("catalog") && !run.error.contains("--max-file-size"), "\(run.error.suffix(400))")
    }
}
