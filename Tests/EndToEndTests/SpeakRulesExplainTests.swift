import Foundation
import Testing
import TestSupport

/// `speak`, `rules` and `explain` as a translator uses them.
struct SpeakRulesExplainTests {
    @Test func speakShowsThePreviewAndTheFindings() throws {
        let run = try ToolRunner.run(["speak", "--language", "de", "14,99 €"])
        #expect(run.status == 0, "a warning does not fail without --strict")
        #expect(run.output.contains("spoken: \"vierzehn Euro neunundneunzig\"\n"))
        #expect(run.output.contains("1-7: warning: German label \"14,99 €\" is a bare price"))
        #expect(run.output.contains("[bare-price]"))
        #expect(try ToolRunner.run(["speak", "--strict", "--language", "de", "14,99 €"]).status == 1)
    }

    @Test func speakReadsTheElementsOtherStrings() throws {
        let alone = try ToolRunner.run(["speak", "--role", "value", "$3.99"])
        #expect(alone.output.contains("[bare-price]"))
        let paired = try ToolRunner.run(["speak", "--role", "value", "--label", "Rent", "$3.99"])
        #expect(paired.output.contains("No findings."), "a value is fine when its label names the item")

        let hint = try ToolRunner.run(["speak", "--role", "hint", "--label", "Rent", "Costs $3.99 and cannot be undone."])
        #expect(hint.output.components(separatedBy: "[hint-only-essential]").count == 2, "one finding per hint")
    }

    @Test func speakAsJSON() throws {
        let run = try ToolRunner.run(["speak", "--format", "json", "3.2.0 · build 418"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["spoken"] as? String == "three point two point zero · build four hundred eighteen")
        let findings = try #require(document["findings"] as? [[String: Any]])
        // The founding example: the bare version is reported; the middle dot between words is a pause.
        #expect(findings.compactMap { $0["rule"] as? String } == ["version-without-keyword"])
        #expect(findings.first?["range"] as? [String: Int] == ["start": 1, "end": 5])
        let folder = try TemporaryFolder()
        try folder.write("config.json", #"{"rules": {"version-without-keyword": "off"}}"#)
        let configured = try ToolRunner.run(
            ["speak", "--format", "json", "--config", folder.url.appendingPathComponent("config.json").path, "3.2.0 | build 418"])
        let separatorOnly = try #require(try JSONSerialization.jsonObject(with: Data(configured.output.utf8)) as? [String: Any])
        let separatorFindings = try #require(separatorOnly["findings"] as? [[String: Any]])
        #expect(separatorFindings.compactMap { $0["rule"] as? String } == ["symbol-separator"])
        #expect(separatorFindings.first?["range"] as? [String: Int] == ["start": 7, "end": 7])
    }

    @Test func speakUsageErrors() throws {
        let none = try ToolRunner.run(["speak"])
        #expect(none.status == 2 && none.error.contains("'speak' needs exactly one TEXT"))
        let role = try ToolRunner.run(["speak", "--role", "button", "Play"])
        #expect(role.status == 2 && role.error.contains("use one of: label, hint, value, announcement"))
    }

    @Test func rulesListsCatalogChecksAndSpeechRules() throws {
        let run = try ToolRunner.run(["rules", "--format", "json"])
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == ids.sorted())
        for id in ["missing-translation", "placeholder-mismatch", "bare-price", "version-without-keyword", "hint-only-essential", "leaked-syntax", "de-gender-symbol"] {
            #expect(ids.contains(id), "\(id)")
        }
        let gender = try #require(rules.first { $0["id"] as? String == "de-gender-symbol" })
        #expect(gender["enabledByDefault"] as? Bool == false)
        let text = try ToolRunner.run(["rules"])
        #expect(text.output.contains("de-gender-symbol") && text.output.contains("(off)"))
    }

    @Test func explainPrintsRationaleAndExamples() throws {
        let run = try ToolRunner.run(["explain", "bare-price"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("bare-price: "))
        #expect(run.output.contains("Why:\n") && run.output.contains("Fix:\n"))
        #expect(run.output.contains("Triggers on:\n") && run.output.contains("Does not trigger on:\n"))
        #expect(run.output.contains("[de label]"))
        #expect(run.output.contains("On by default: yes\n"))
        let studied = try ToolRunner.run(["explain", "missing-translation"])
        // The figure is the latest study's, as `rules --format json` gives it.
        let listed = try ToolRunner.run(["rules", "--format", "json"])
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        let figure = try #require(rules.first { $0["id"] as? String == "missing-translation" }?["precision"] as? [String: Any])
        let right = try #require(figure["right"] as? Int), judged = try #require(figure["judged"] as? Int), study = try #require(figure["study"] as? String)
        #expect(judged > 0)
        #expect(studied.output.contains("On by default: yes\nPrecision: \(right * 100 / judged) % (\(right) of \(judged) judged findings right, \(study)"),
                "\(studied.output)")
        let optIn = try ToolRunner.run(["explain", "label-uninformative"])
        #expect(optIn.output.contains("On by default: no\nPrecision: 0 % (0 of 20 judged findings right, first study"), "\(optIn.output)")
        let unmeasured = try ToolRunner.run(["explain", "label-lowercase-start"])
        #expect(unmeasured.output.contains("On by default: no\nPrecision: not measured"), "\(unmeasured.output)")
        let typo = try ToolRunner.run(["explain", "bare-prize"])
        #expect(typo.status == 2 && typo.error.contains("did you mean 'bare-price'?"))
    }
}
