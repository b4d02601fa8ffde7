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
