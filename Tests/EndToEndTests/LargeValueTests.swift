import Foundation
import Testing
import TestSupport

/// Strings crafted to make a pattern slow must not: the whole audit, catalog checks and speech rules,
/// on values of a megabyte. The test asserts that the run ends and reports; a rule worse than linear
/// would not end within the (generous) time limit. Speed itself is measured by the benchmark.
struct LargeValueTests {
    static let patterns: [(String, String)] = [
        ("digits and dots", String(repeating: "1.2.3.4.5.6.7.8.9.0 ", count: 50_000)),
        ("percent signs", String(repeating: "%% %1$@ %lld 50% off %#@x@ ", count: 40_000)),
        ("emoji and combining marks", String(repeating: "🎬👨‍👩‍👧 e\u{301}\u{302}\u{303} ★·| ", count: 40_000)),
        ("spaces and money", String(repeating: "$1,234.50 14,99 € EUR 5   ", count: 40_000)),
        ("markdown", String(repeating: "**Sale** [more](https://x.io/a) _it_ `c` ", count: 26_000)),
    ]

    @Test(arguments: patterns.map(\.0))
    func aMegabyteValueIsAuditedInFull(_ name: String) throws {
        let value = try #require(Self.patterns.first { $0.0 == name }?.1)
        #expect(value.utf8.count >= 1_000_000)
        let folder = try TemporaryFolder()
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        // The source language only: the German side would run the same rules on the same text again.
        let catalog = #"{"sourceLanguage":"en","strings":{"big.label":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(escaped)"}}}}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        let run = try ToolRunner.run(["check", "--all-strings", "--languages", "en", "--format", "json", "A"], in: folder.url, timeout: 600)
        #expect(run.status == 0 || run.status == 1, "\(run.error)")
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect((document?["summary"] as? [String: Any])?["catalogs"] as? Int == 1)
    }
}
