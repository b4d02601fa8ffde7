import Foundation
import Testing
import TestSupport
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
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Feature/Resources/Localizable.xcstrings", Self.catalog(SourceRule.exampleTargetKeys))
        try folder.write("App/Resources/Localizable.xcstrings", Self.catalog(SourceRule.exampleAppKeys))
        try folder.write("Sources/Feature/View.swift", Self.swiftFile(example.input))
        let run = Self.audit(folder)
        Self.expectUse(of: example, in: run, file: "/Sources/Feature/View.swift", rule: ruleID)
        let findings = run.findings.filter { $0.ruleID == ruleID }
        #expect(!findings.isEmpty == example.triggers, "\(ruleID): \(example.input) — \(example.note) — \(findings.map(\.message))")
        for finding in findings {
            #expect(finding.location.file.hasSuffix("/Sources/Feature/View.swift"))
            #expect(finding.location.position.line == 4, "the line of the example")
            #expect(finding.role == example.role, "\(finding.message)")
        }
    }

    /// A symbol's or key's name given as a label is reported with the fix it needs, words; another
    /// hard-coded text is not told it is a name.
    @Test(arguments: [("figure.walk", true), ("drop.fill", true), ("settings.title", true), ("Close", false)])
    func aDottedNameAsLabelIsToldToBeWords(text: String, isSymbol: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Feature/Resources/Localizable.xcstrings", Self.catalog(SourceRule.exampleTargetKeys))
        try folder.write("Sources/Feature/View.swift", Self.swiftFile("ringIcon.accessibilityLabel = \"\(text)\""))
        let finding = try #require(Self.audit(folder).findings.first { $0.ruleID == "hardcoded-accessibility-string" })
        #expect(finding.message.contains("a symbol's or a key's") == isSymbol, "\(finding.message)")
        if isSymbol { #expect(finding.message.contains("\"\(text.split(separator: ".").joined(separator: " dot "))\""), "\(finding.message)") }
    }

    /// The fix of a literal inside an interpolation names that literal (Hippocampus's "unknown",
    /// 61st study), not the rule's own example.
    @Test func aLiteralsFixNamesTheLiteral() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Feature/Resources/Localizable.xcstrings", Self.catalog(SourceRule.exampleTargetKeys))
        try folder.write("Sources/Feature/View.swift", Self.swiftFile(#"Text(name).accessibilityLabel("\(name), \(kind ?? "unknown kind")")"#))
        let finding = try #require(Self.audit(folder).findings.first { $0.ruleID == "literal-in-interpolation" })
        #expect(finding.suggestion?.contains(#"String(localized: "unknown kind", …)"#) == true, "\(finding.suggestion ?? "")")
        #expect(finding.suggestion?.contains("uncategorized") == false)
    }

    @Test func dottedNamesAreToldFromAddressesAndFiles() {
        #expect(ValueJudge.isDottedName("person.crop.circle.badge.plus"))
        #expect(!ValueJudge.isDottedName("example.com"))
        #expect(!ValueJudge.isDottedName("photo.png"))
        #expect(!ValueJudge.isDottedName("Bundle.main"))
        #expect(!ValueJudge.isDottedName("figure"))
        #expect(!ValueJudge.isDottedName("0.circle"), "a first part of digits: a version or a number")
    }

    /// A catalog with the keys in English and German, as Xcode writes it. The German text marks
    /// each word (`Edit profile` → `Editᵈ profileᵈ`): a translation, not text kept alike in every
    /// language, that still holds its title wherever the English does.
    static func catalog(_ keys: [String]) -> String {
        let entries = keys.map { key in
            let quoted = "\"\(key)\""
            let german = key.split(separator: " ", omittingEmptySubsequences: false)
                .map { word in word.allSatisfy(\.isLetter) && !word.isEmpty ? word + "ᵈ" : word }.joined(separator: " ")
            return "    \(quoted) : {\n      \"localizations\" : {\n"
                + "        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(german)\" } },\n"
                + "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(quoted) } }\n      }\n    }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    /// A Swift file whose line 4 is the example's code, the body of a function.
    static func swiftFile(_ body: String) -> String {
        "import SwiftUI\n\nfunc example() {\n    \(body)\n}\n"
    }

    /// The whole audit of a folder, with the default configuration, on one thread; every Swift
    /// file must be read.
    static func audit(_ folder: TemporaryFolder, sourceLocation: SourceLocation = #_sourceLocation) -> AuditRun {
        let audit = AccessibilityAudit(
            settings: AuditSettings(configuration: Configuration(directory: folder.path), workingDirectory: folder.path), rules: AuditRules())
        let run = audit.run(paths: [folder.path], jobs: 1)
        #expect(run.loaded.unreadableSources.isEmpty, "\(run.loaded.unreadableSources)", sourceLocation: sourceLocation)
        return run
    }

    /// Fails unless the audit found a use of the example's role on the example's line (4) of
    /// `file`: an example whose code the recogniser does not see would pass whatever the rule did.
    static func expectUse(of example: RuleExample, in run: AuditRun, file: String, rule: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let uses = run.sources.filter { $0.source.path.hasSuffix(file) }.flatMap(\.source.scan.uses)
        let role = example.role?.rawValue ?? "none"
        #expect(
            uses.contains { $0.callPosition.line == 4 && $0.role == example.role },
            "\(rule): the audit found no \(role) on the line of the example \(example.input), so the rule never judged it; uses: \(uses.map { "\($0.role) at \($0.callPosition.line)" })",
            sourceLocation: sourceLocation)
    }
}
