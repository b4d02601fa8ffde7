import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// `label-not-in-name`'s own examples, run through the whole audit: each example is the body of a
/// function in `App/View.swift`, beside a catalog with ``LabelNotInNameRule/exampleTranslations``
/// in English and German.
struct LabelNotInNameExampleTests {
    static let examples = LabelNotInNameRule.description.examples

    @Test func examplesGoBothWaysInBothLanguages() {
        #expect(Self.examples.contains { $0.triggers && $0.language == "en" })
        #expect(Self.examples.contains { $0.triggers && $0.language == "de" })
        #expect(Self.examples.contains { !$0.triggers })
    }

    @Test(arguments: examples.indices)
    func example(_ index: Int) throws {
        let example = Self.examples[index]
        let run = try Self.run(example.input)
        SourceRuleExampleTests.expectUse(of: example, in: run, file: "/App/View.swift", rule: LabelNotInNameRule.description.id)
        let findings = Self.findings(in: run)
        #expect(!findings.isEmpty == example.triggers, "\(example.input) — \(example.note) — \(findings.map(\.message))")
        for finding in findings {
            #expect(finding.location.file.hasSuffix("/App/View.swift"))
            #expect(finding.location.position.line == 4, "the line of the example")
            #expect(finding.location.language == example.language, "\(finding.message)")
            #expect(finding.role == .label)
            #expect(finding.severity == .warning)
        }
    }

    /// The findings of `label-not-in-name` on a function body, with the example catalog.
    static func findings(of body: String, translations: [(key: String, german: String)] = LabelNotInNameRule.exampleTranslations) throws -> [Finding] {
        findings(in: try run(body, translations: translations))
    }

    /// The audit of an app whose `App/View.swift` has the function body, beside a catalog with
    /// the translations.
    static func run(_ body: String, translations: [(key: String, german: String)] = LabelNotInNameRule.exampleTranslations) throws -> AuditRun {
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", catalog(translations))
        try folder.write("App/View.swift", SourceRuleExampleTests.swiftFile(body))
        return SourceRuleExampleTests.audit(folder)
    }

    /// The findings of `label-not-in-name` in a run.
    static func findings(in run: AuditRun) -> [Finding] {
        run.findings.filter { $0.ruleID == LabelNotInNameRule.description.id }
    }

    /// A catalog with each key in English (the key) and German.
    static func catalog(_ translations: [(key: String, german: String)]) -> String {
        let entries = translations.map { key, german in
            "    \"\(key)\" : {\n      \"localizations\" : {\n"
                + "        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(german)\" } },\n"
                + "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(key)\" } }\n      }\n    }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
    }
}
