import Foundation
import Testing
import TestSupport

/// `check` and `speak` give every finding the same severity: the rule's own for the case ("Main
/// Ave." is info where "5 h" is a warning), replaced only by a severity the configuration sets.
/// Before, `check` replaced the rule's choice with its default, so "More" failed a pull request while
/// `speak` called it info.
struct SeverityAgreementTests {
    /// Keys (roles by their names) and their English and German texts.
    static let strings: [(key: String, en: String, de: String)] = [
        ("menu.more.label", "More", "Mehr"),
        ("menu.button.label", "Button", "Schaltfläche"),
        ("release.date.label", "Out 04/05/2026", "Ab 04.05."),
        ("article.open.hint", "Open the article.", "Öffne den Artikel."),
        ("trailer.play.label", "Play button", "Play-Taste"),
        ("kind.title.label", "Title", "Titel"),
        ("unit.pixels.label", "pixels", "Pixel"),
        ("place.street.label", "Main Ave.", "Hauptstr."),
        ("duration.total.label", "5 h", "5 h"),
    ]

    /// The catalog checks, which `speak` does not run.
    static let catalogChecks: Set<String> = [
        "missing-translation", "empty-translation", "untranslated", "needs-review", "stale-key", "same-as-source",
        "placeholder-mismatch", "placeholder-missing", "placeholder-extra", "invalid-specifier", "plural-incomplete", "plural-without-number",
        "variation-mismatch", "unknown-suppression",
    ]

    static func catalog() -> String {
        let entries = strings.map { key, en, de in
            #""\#(key)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\#(de)"}},"#
                + #""en":{"stringUnit":{"state":"translated","value":"\#(en)"}}}}"#
        }
        return #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#
    }

    /// (key, language, rule) → severity of each speech finding `check --format json` reports.
    static func checkSeverities(in folder: TemporaryFolder, extra: [String] = []) throws -> [String: String] {
        let run = try ToolRunner.run(["check", "--format", "json", "--languages", "en,de"] + extra + ["App"], in: folder.url)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.error)")
        let findings = try #require(json["findings"] as? [[String: Any]])
        var result: [String: String] = [:]
        for finding in findings {
            guard let key = finding["key"] as? String, let language = finding["language"] as? String, let rule = finding["rule"] as? String,
                strings.contains(where: { $0.key == key }), !catalogChecks.contains(rule) else { continue }
            result["\(key) \(language) \(rule)"] = finding["severity"] as? String
        }
        return result
    }

    /// The same, from `speak --format json` on each string with its role.
    static func speakSeverities(in folder: TemporaryFolder, extra: [String] = []) throws -> [String: String] {
        var result: [String: String] = [:]
        for (key, en, de) in strings {
            let role = key.hasSuffix(".hint") ? "hint" : "label"
            for (language, text) in [("en", en), ("de", de)] {
                let run = try ToolRunner.run(["speak", "--format", "json", "--language", language, "--role", role] + extra + [text], in: folder.url)
                let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.error)")
                for finding in try #require(json["findings"] as? [[String: Any]]) {
                    result["\(key) \(language) \(finding["rule"] as? String ?? "")"] = finding["severity"] as? String
                }
            }
        }
        return result
    }

    @Test func checkAndSpeakAgreeOnEverySeverity() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", Self.catalog())
        let check = try Self.checkSeverities(in: folder)
        let speak = try Self.speakSeverities(in: folder)
        #expect(check == speak)
        // The cases the bug hid: a rule's finer severity for one case.
        #expect(check["place.street.label en ambiguous-abbreviation"] == nil, "voices expand \"Ave.\"")
        #expect(!check.keys.contains { $0.hasSuffix("label-uninformative") }, "opt-in since the precision study")
        for rule in ["ambiguous-abbreviation", "hint-verb-form", "label-control-type"] {
            #expect(!check.keys.contains { $0.hasSuffix(rule) }, "\(rule): opt-in since the studies of fresh apps")
        }
        #expect(!check.keys.contains { $0.hasSuffix("label-lowercase-start") }, "opt-in")
    }

    /// A severity the configuration sets replaces every finding's, in both commands; a rule turned
    /// off runs in neither; an opt-in rule turned on runs in both.
    @Test func theConfigurationCountsInBoth() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", Self.catalog())
        try folder.write(".xcstrings-a11y.json", #"{"rules":{"label-uninformative":"error","hint-verb-form":"off","label-lowercase-start":"warning"}}"#)
        let check = try Self.checkSeverities(in: folder)
        let speak = try Self.speakSeverities(in: folder)
        #expect(check == speak)
        #expect(check["menu.more.label en label-uninformative"] == "error")
        #expect(!check.keys.contains { $0.hasSuffix("hint-verb-form") })
        #expect(check["unit.pixels.label en label-lowercase-start"] == "warning")
        // The same file named with --config from elsewhere.
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("App/Localizable.xcstrings", Self.catalog())
        let configPath = folder.url.appendingPathComponent(".xcstrings-a11y.json").path
        #expect(try Self.speakSeverities(in: elsewhere, extra: ["--config", configPath]) == speak)
    }

    /// A text that starts with a hyphen and a digit is a text, not an option.
    @Test func aTextStartingWithAMinusIsNotAnOption() throws {
        let run = try ToolRunner.run(["speak", "--role", "value", "-5 °C"])
        #expect(run.status == 0 && run.output.hasPrefix("value (en): \"-5 °C\""), "\(run.output) \(run.error)")
        let optionLike = try ToolRunner.run(["speak", "-Play"])
        #expect(optionLike.status == 2 && optionLike.error.contains("-- -Play"))
        #expect(try ToolRunner.run(["speak", "--", "-Play"]).status == 0)
    }
}
