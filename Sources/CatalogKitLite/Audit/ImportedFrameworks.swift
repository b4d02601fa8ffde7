/// What a Swift file's imports say about the platform it is built for: `import AppKit` (or `Cocoa`)
/// only on a Mac, `import UIKit` only on iOS and its kin. A file that imports both (behind
/// `#if os(…)`) or neither (SwiftUI and Foundation run everywhere) says nothing.
///
/// This is the evidence the audit has without the Xcode project; a target's `SDKROOT` is better,
/// and a caller that knows it passes it to ``AccessibilityAudit/audit(_:jobs:codeRoles:platform:)``.
enum ImportedFrameworks {
    /// What one file's imports say: a Mac's framework, a touch platform's, both, or neither.
    struct Evidence: Sendable, Hashable {
        var appKit = false
        var uiKit = false
        /// The test framework the file imports outside every `#if` (`XCTest`, `Testing`), or the
        /// module it imports `@testable`: test code, which no app ships, whichever folder it is in
        /// (listen-anonymously's `SharedTests/`, which only its Tuist manifest names, 62nd study).
        var testImport: String?
    }

    /// The frameworks only tests import.
    static let testFrameworks: Set<String> = ["XCTest", "Testing"]

    /// Reads the `import` lines of a Swift file: a line that starts (after white space and an
    /// attribute such as `@testable` or `@preconcurrency`) with `import`, an optional kind, and the
    /// module's name.
    static func evidence(in bytes: [UInt8]) -> Evidence {
        var evidence = Evidence()
        var lineStart = 0
        // How deep in `#if` blocks a line is: an import inside one may be for tests only.
        var conditionDepth = 0
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let line = bytes[lineStart..<end]
            if let module = importedModule(line) {
                if module == "AppKit" || module == "Cocoa" { evidence.appKit = true }
                if module == "UIKit" { evidence.uiKit = true }
                if conditionDepth == 0, evidence.testImport == nil {
                    if testFrameworks.contains(module) {
                        evidence.testImport = module
                    } else if String(decoding: line, as: UTF8.self).contains("@testable") {
                        evidence.testImport = "\(module) with @testable"
                    }
                }
            } else if let directive = conditionDirective(line) {
                conditionDepth = max(0, conditionDepth + directive)
            }
            lineStart = end + 1
        }
        return evidence
    }

    /// The platform several files' evidence points to: a Mac when some import AppKit and none UIKit,
    /// iOS when the other way round, else `nil`.
    static func platform(of evidence: [Evidence]) -> ApplePlatform? {
        let appKit = evidence.contains(where: \.appKit)
        let uiKit = evidence.contains(where: \.uiKit)
        if appKit && !uiKit { return .macOS }
        if uiKit && !appKit { return .iOS }
        return nil
    }

    /// +1 for a line that opens an `#if` block, -1 for one that closes it (`#endif`), else `nil`.
    private static func conditionDirective(_ line: ArraySlice<UInt8>) -> Int? {
        guard let start = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), line[start] == UInt8(ascii: "#") else { return nil }
        let rest = line[(start + 1)...]
        if rest.starts(with: "endif".utf8) { return -1 }
        if rest.starts(with: "if".utf8), rest.count == 2 || [0x20, 0x09, 0x21, 0x28].contains(rest[rest.startIndex + 2]) { return 1 }
        return nil
    }

    private static let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]

    /// The module an `import` line names, or `nil` for any other line.
    private static func importedModule(_ line: ArraySlice<UInt8>) -> String? {
        // Most lines are told apart by their first bytes after the indentation: "import " or "@" (an
        // attribute before it); the many lines that start with "if" or "init" are not made a String.
        guard let start = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        let first = line[start]
        if first == 0x69 {
            guard line.count - (start - line.startIndex) > 7, line[start..<(start + 6)].elementsEqual("import".utf8),
                  line[start + 6] == 0x20 || line[start + 6] == 0x09 else { return nil }
        } else if first != 0x40 {
            return nil
        }
        var words = String(decoding: line, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let kind = words.first, kinds.contains(String(kind)) { words = words.dropFirst() }
        return words.first.map { String($0.prefix { $0 != "." && $0 != ";" }) }
    }
}
