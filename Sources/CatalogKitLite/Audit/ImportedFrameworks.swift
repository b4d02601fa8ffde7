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
    }

    /// The frameworks only tests import.
    static let testFrameworks: Set<String> = ["XCTest", "Testing"]

    /// Reads the `import` lines of a Swift file: a line that starts (after white space and an
    /// attribute such as `@testable` or `@preconcurrency`) with `import`, an optional kind, and the
    /// module's name.
    static func evidence(in bytes: [UInt8]) -> Evidence {
        var evidence = Evidence()
        var lineStart = 0
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            if let module = importedModule(bytes[lineStart..<end]) {
                if module == "AppKit" || module == "Cocoa" { evidence.appKit = true }
                if module == "UIKit" { evidence.uiKit = true }
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

    /// The test framework a file imports outside every `#if` (`XCTest`, `Testing`), or the module
    /// it imports `@testable` ("Core with @testable"), read from its tokens, so that an import in a
    /// comment or a string counts for nothing; `nil` for a file without one. The file's imports
    /// come before its first declaration outside an `#if`, where the search ends. Test code, which no
    /// app ships, whichever folder it is in (listen-anonymously's `SharedTests/`, which only its Tuist
    /// manifest names, 62nd study).
    static func testImport(in file: SwiftLexedFile) -> String? {
        let tokens = file.tokens
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .poundKeyword {
                if file.token(index, is: "#if") { depth += 1 } else if file.token(index, is: "#endif") { depth = max(0, depth - 1) }
                continue
            }
            if depth == 0, declarationKeywords.contains(token.keyword) { return nil }
            guard depth == 0, token.kind == .identifier, file.token(index, is: "import"), token.startsLine || tokens[index - 1].kind == .identifier
            else { continue }
            // `import` starts its statement, after its attributes (`@testable import App`).
            var start = index
            var testable = false
            while start >= 2, !tokens[start].startsLine, tokens[start - 1].kind == .identifier, tokens[start - 2].kind == .at {
                if file.token(start - 1, is: "testable") { testable = true }
                start -= 2
            }
            guard tokens[start].startsLine else { continue }
            var name = index + 1
            if name < tokens.count, kinds.contains(file.text(ofToken: name)) { name += 1 }
            guard name < tokens.count, tokens[name].kind == .identifier else { continue }
            let module = file.text(ofToken: name)
            if testFrameworks.contains(module) { return module }
            if testable { return "\(module) with @testable" }
        }
        return nil
    }

    /// The keywords that start a declaration: a file's imports stand before the first of them.
    private static let declarationKeywords: Set<SwiftKeyword> = [.struct, .class, .enum, .extension, .protocol, .actor, .func, .let, .var]

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
