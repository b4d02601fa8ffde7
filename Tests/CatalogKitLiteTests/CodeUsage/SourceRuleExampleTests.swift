import Foundation
import Testing
@testable import CatalogKitLite

/// Every source rule's own examples, run through the whole audit: each example is the body of a
/// function in `Sources/Feature/View.swift` of a package whose target `Feature` has its own catalog
/// (``SourceRule/exampleTargetKeys``) and whose app has the main bundle's catalog
/// (``SourceRule/exampleAppKeys``).
struct SourceRuleExampleTests {
    static let cases: [(rule: String, example: RuleExample)] = SourceRule.all.flatMap { rule in
        rule.description.examples.map { (rule.description.id, $0) }
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in SourceRule.all {
            let examples = rule.description.examples
            #expect(examples.contains { $0.triggers } && examples.contains { !$0.triggers }, "\(rule.description.id)")
        }
    }

    @Test(arguments: cases.indices)
    func example(_ index: Int) throws {
        let (ruleID, example) = Self.cases[index]
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("source-example-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("// swift-tools-version: 6.0\n", to: root + "/Package.swift")
        try Self.write(Self.catalog(SourceRule.exampleTargetKeys), to: root + "/Sources/Feature/Resources/Localizable.xcstrings")
        try Self.write(Self.catalog(SourceRule.exampleAppKeys), to: root + "/App/Resources/Localizable.xcstrings")
        try Self.write("import SwiftUI\n\nfunc example() {\n    \(example.input)\n}\n", to: root + "/Sources/Feature/View.swift")
        let audit = AccessibilityAudit(settings: AuditSettings(configuration: Configuration(directory: root), workingDirectory: root), rules: AuditRules())
        let run = audit.run(paths: [root], jobs: 1)
        #expect(run.loaded.unreadableSources.isEmpty, "\(run.loaded.unreadableSources)")
        let findings = run.findings.filter { $0.ruleID == ruleID }
        #expect(!findings.isEmpty == example.triggers, "\(ruleID): \(example.input) — \(example.note) — \(findings.map(\.message))")
        for finding in findings {
            #expect(finding.location.file.hasSuffix("/Sources/Feature/View.swift"))
            #expect(finding.location.position.line == 4, "the line of the example")
            #expect(finding.role == example.role, "\(finding.message)")
        }
    }

    /// A catalog with the keys in English and German, as Xcode writes it.
    static func catalog(_ keys: [String]) -> String {
        let entries = keys.map { key in
            let quoted = "\"\(key)\""
            return "    \(quoted) : {\n      \"localizations\" : {\n"
                + "        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(quoted) } },\n"
                + "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(quoted) } }\n      }\n    }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
