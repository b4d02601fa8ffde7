import CatalogKitLite
import Foundation
import SpeechRules
import Testing
import TestSupport

/// Which strings the speech rules judge, at what severity, and what each finding says of its role:
/// a rule about labels runs only on strings known to be labels; stale and `shouldTranslate: false`
/// keys get no speech rule; a rule's own severity for a finding stands unless the configuration
/// sets one for the rule.
struct SpeechScopeTests {
    /// A one-catalog project in a temporary folder, audited in English only.
    static func audit(_ strings: [String: String], allStrings: Bool = false, rules: [String: RuleSetting] = [:]) throws -> [Finding] {
        let folder = try TemporaryFolder()
        let members = strings.sorted { $0.key < $1.key }.map { key, entry in "\"\(key)\":\(entry)" }.joined(separator: ",")
        try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"# + members + #"},"version":"1.0"}"#)
        var configuration = Configuration(directory: folder.url.path)
        configuration.rules = rules
        var settings = AuditSettings(configuration: configuration, workingDirectory: folder.url.path)
        settings.languagesOverride = ["en"]
        settings.allStrings = allStrings
        let audit = AccessibilityAudit(settings: settings, rules: .standard)
        return audit.run(paths: [folder.url.appendingPathComponent("App").path]).catalogs.flatMap(\.findings)
    }

    /// The opt-in rules these tests use to see which strings get which rules, turned on.
    static let optInRules: [String: RuleSetting] = ["label-control-type": .severity(.warning), "ambiguous-abbreviation": .severity(.warning)]

    /// An entry whose English value is `text`, with an optional comment and extra members.
    static func entry(_ text: String, comment: String? = nil, extra: String = "") -> String {
        let commentMember = comment.map { #""comment":"\#($0)","# } ?? ""
        return "{" + commentMember + extra + #""localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(text)"}}}}"#
    }

    static func speech(_ findings: [Finding]) -> [Finding] {
        findings.filter { SpeechRule.named($0.ruleID) != nil }
    }

    /// "The image height." is a description, not a label: without a role it gets no label rule,
    /// while a rule for any spoken text ("1m ago" read "one meter ago") still runs on it.
    @Test func aStringWithoutARoleGetsOnlyTheRulesForAnySpokenText() throws {
        let findings = try Self.audit([
            "FileDropItem.Variable.imageHeight.description": Self.entry("The image height."),
            "Preview button": Self.entry("Preview button"),
            "updated.caption": Self.entry("Updated 1m ago"),
        ], allStrings: true, rules: Self.optInRules)
        let speech = Self.speech(findings)
        #expect(!speech.contains { $0.ruleID.hasPrefix("label-") }, "\(speech.map { "\($0.ruleID): \($0.message)" })")
        let abbreviation = speech.filter { $0.ruleID == "ambiguous-abbreviation" }
        #expect(abbreviation.count == 1 && abbreviation.first?.role == nil && abbreviation.first?.roleSource == nil)
        #expect(abbreviation.first?.message.contains("English text") == true, "\(abbreviation.map(\.message))")
    }

    /// The same text with a role from a comment marker, or from the key's name, gets the label
    /// rules, and its finding says where the role came from.
    @Test func findingsSayWhereTheRoleCameFrom() throws {
        let findings = try Self.audit([
            "preview.play": Self.entry("Preview button", comment: "[a11y: label]"),
            "trailer.play.label": Self.entry("Trailer button"),
        ], rules: Self.optInRules)
        let controlType = findings.filter { $0.ruleID == "label-control-type" }
        #expect(controlType.count == 2, "\(findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(controlType.first { $0.location.key == "preview.play" }?.roleSource == .comment)
        #expect(controlType.first { $0.location.key == "trailer.play.label" }?.roleSource == .convention)
        #expect(controlType.allSatisfy { $0.role == .label })
    }

    /// Catalog checks say where the role came from too.
    @Test func catalogFindingsCarryTheRoleSource() throws {
        let findings = try Self.audit(["trailer.play.label": #"{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Play"}}}}"#])
        let review = findings.filter { $0.ruleID == "stale-key" }
        #expect(review.count == 1 && review.first?.roleSource == .convention)
    }

    /// A stale key is no longer shown and a `shouldTranslate: false` key is not text read as
    /// written: neither gets a speech rule (the stale key still gets `stale-key`).
    @Test func staleAndUntranslatableKeysGetNoSpeechRule() throws {
        let findings = try Self.audit([
            "old.play.label": Self.entry("Play button", extra: #""extractionState":"stale","#),
            "brand.play.label": Self.entry("Play button", extra: #""shouldTranslate":false,"#),
            "new.play.label": Self.entry("Play button"),
        ], rules: Self.optInRules)
        let speech = Self.speech(findings)
        #expect(speech.map(\.location.key) == ["new.play.label"], "\(speech.map { "\($0.location.key) \($0.ruleID)" })")
        #expect(findings.contains { $0.ruleID == "stale-key" && $0.location.key == "old.play.label" })
    }

    /// A key without an English value is its own text, but an Interface Builder object id is not
    /// text: Rectangle's "vmV-6d-7jI.title" must not be read as "6 days". A plain key still is.
    @Test func anInterfaceBuilderKeyWithoutAValueIsNotText() throws {
        let findings = try Self.audit(["vmV-6d-7jI.title": "{}", "Updated 6d ago": "{}"], allStrings: true, rules: Self.optInRules)
        let speech = Self.speech(findings)
        #expect(speech.map(\.location.key) == ["Updated 6d ago"], "\(speech.map { "\($0.location.key) \($0.ruleID)" })")
    }

    /// A leaked HTML tag ("<b>") is a warning, where a leaked Swift interpolation is the
    /// rule's default, an error; the audit keeps the rule's severity for each finding (it used to
    /// replace it with the rule's default) unless the configuration sets one.
    @Test func theRulesSeverityForAFindingStandsUnlessConfigured() throws {
        let catalog = ["greeting.label": Self.entry("Hello <b>friend</b>"), "loaded.label": Self.entry(#"Loaded \\(count) favorites"#)]
        let plain = try Self.audit(catalog).filter { $0.ruleID == "leaked-syntax" }
        #expect(plain.first { $0.location.key == "greeting.label" }?.severity == .warning)
        #expect(plain.first { $0.location.key == "loaded.label" }?.severity
            == SpeechRule.named("leaked-syntax")?.description.defaultSeverity)
        let configured = try Self.audit(catalog, rules: ["leaked-syntax": .severity(.info)]).filter { $0.ruleID == "leaked-syntax" }
        #expect(configured.count == 2 && configured.allSatisfy { $0.severity == .info })
    }
}
