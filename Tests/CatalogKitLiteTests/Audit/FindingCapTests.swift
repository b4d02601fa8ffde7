import Foundation
import Testing
@testable import CatalogKitLite

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
}
