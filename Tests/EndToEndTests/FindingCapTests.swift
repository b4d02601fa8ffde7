import CatalogKitLite
import Foundation
import Testing
import TestSupport
@testable import xcstrings_a11y

/// At most 20 findings of one rule are listed per string; the last listed one counts the rest.
struct FindingCapTests {
    static func finding(_ rule: String, offset: Int, language: String = "en", path: String = "") -> Finding {
        Finding(
            ruleID: rule, severity: .warning, message: "\(rule) at \(offset)",
            location: CatalogLocation(
                file: "A.xcstrings", position: SourcePosition(line: 3, column: 10 + offset, offset: 100 + offset),
                key: "big.label", language: language, variationPath: VariationPath(parsing: path)))
    }

    @Test func eachRuleInEachStringIsCappedOnItsOwn() {
        // Shuffled on purpose: the first 20 in report order are kept, not the first 20 made.
        var findings = ((0..<25).map { Self.finding("emoji", offset: $0) }
            + (0..<3).map { Self.finding("all-caps-word", offset: $0) }
            + (0..<22).map { Self.finding("emoji", offset: $0, language: "de") }
            + (0..<21).map { Self.finding("emoji", offset: $0, path: "plural.one") })
            .reversed().map { $0 }
        FindingCap.apply(&findings)

        let english = findings.filter { $0.ruleID == "emoji" && $0.location.language == "en" && $0.location.variationPath.isEmpty }
        #expect(english.map(\.location.position.offset) == (0..<20).map { 100 + $0 })
        #expect(english.last?.message == "emoji at 19 (5 more emoji findings follow in this string, not listed: at most 20 are listed per rule and string.)")
        #expect(english.dropLast().allSatisfy { !$0.message.contains("more") })

        let german = findings.filter { $0.ruleID == "emoji" && $0.location.language == "de" }
        #expect(german.count == 20)
        #expect(german.last?.message.hasSuffix("(2 more emoji findings follow in this string, not listed: at most 20 are listed per rule and string.)") == true)

        #expect(findings.filter { $0.ruleID == "all-caps-word" }.count == 3)
        let plural = findings.filter { $0.location.variationPath == VariationPath(parsing: "plural.one") }
        #expect(plural.count == 20)
        #expect(plural.last?.message.contains("(1 more emoji finding follows") == true)
        #expect(findings.count == 63)
        #expect(zip(findings, findings.dropFirst()).allSatisfy { !Finding.reportOrder($1, $0) })
    }

    @Test func twentyFindingsAreAllListedAsTheyAre() {
        let made = (0..<20).map { Self.finding("emoji", offset: $0) }.reversed().map { $0 }
        var findings = made
        FindingCap.apply(&findings)
        #expect(findings == made)
    }

    /// A 200 KB key that repeats two defects 10,000 times (an emoji, and symbols between words):
    /// each finding repeats the key, so listing them all gave a 2 GB report in tens of seconds.
    @Test func aLongKeyWithRepeatedDefectsGivesAReportOfItsOwnSize() throws {
        let key = String(repeating: "Film 🎬 A | B ", count: 16_000)
        #expect(key.utf8.count >= 200_000)
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"\#(key)":{"comment":"Accessibility label"}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        let run = try ToolRunner.run(["check", "--all-strings", "--format", "json", "A"], in: folder.url, timeout: 600)
        #expect(run.status == 1, "\(run.error)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        var counts: [String: Int] = [:]
        for finding in findings {
            let group = "\(finding["rule"] ?? "") \(finding["language"] ?? "") \(finding["variationPath"] ?? "")"
            counts[group, default: 0] += 1
        }
        #expect(counts["emoji en "] == 20)
        #expect(counts["symbol-separator en "] == 20)
        #expect(counts.values.allSatisfy { $0 <= 20 }, "\(counts)")
        let emoji = findings.filter { $0["rule"] as? String == "emoji" }
        #expect((emoji.last?["message"] as? String)?.contains("15980 more emoji findings follow in this string") == true)
        #expect(run.output.utf8.count < 60 * key.utf8.count)
    }

    /// Suppressed findings are removed before the cap: they are all counted as suppressed, and the
    /// cap applies to what is reported.
    @Test func suppressedFindingsAreCountedInFullBeforeTheCap() throws {
        let key = String(repeating: "Film 🎬 A | B ", count: 30)
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"\#(key)":{"comment":"Accessibility label. xcstrings-a11y: ignore emoji"}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        let run = try ToolRunner.run(["check", "--all-strings", "--format", "json", "A"], in: folder.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["rule"] as? String == "emoji" })
        #expect(findings.filter { $0["rule"] as? String == "symbol-separator" }.count == 20)
        #expect((document["summary"] as? [String: Any])?["suppressed"] as? Int == 30)
    }
}
