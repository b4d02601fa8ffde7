import Foundation
import Testing
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
        let findings = try Self.findings(of: example.input)
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
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("label-in-name-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try SourceRuleExampleTests.write(catalog(translations), to: root + "/App/Resources/Localizable.xcstrings")
        try SourceRuleExampleTests.write("import SwiftUI\n\nfunc example() {\n    \(body)\n}\n", to: root + "/App/View.swift")
        let audit = AccessibilityAudit(settings: AuditSettings(configuration: Configuration(directory: root), workingDirectory: root), rules: AuditRules())
        let run = audit.run(paths: [root], jobs: 1)
        #expect(run.loaded.unreadableSources.isEmpty)
        return run.findings.filter { $0.ruleID == LabelNotInNameRule.description.id }
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
