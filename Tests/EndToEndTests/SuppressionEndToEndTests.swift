import Foundation
import Testing
import TestSupport

struct SuppressionEndToEndTests {
    @Test func aMisspeltSuppressionIsReported() throws {
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"play.label":{"comment":"xcstrings-a11y: ignore same-as-sorce","localizations":{"de":{"stringUnit":{"state":"translated","value":"Play now"}},"en":{"stringUnit":{"state":"translated","value":"Play now"}}}}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        let run = try ToolRunner.run(["check", "A"], in: folder.url)
        #expect(run.output.hasPrefix("A/Localizable.xcstrings:1:59: warning: The comment of 'play.label' suppresses 'same-as-sorce', which is not a rule id; did you mean 'same-as-source'? [unknown-suppression]\n"), "\(run.output)")
        #expect(run.output.contains("[same-as-source]"), "nothing was suppressed")
    }

    @Test func configurationIgnoreList() throws {
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"play.label":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Play now"}},"en":{"stringUnit":{"state":"translated","value":"Play now"}}}}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        try folder.write(".xcstrings-a11y.json", #"{"ignore":[{"rule":"same-as-source","keys":["play.*"]}]}"#)
        let run = try ToolRunner.run(["check", "A"], in: folder.url)
        #expect(!run.output.contains("[same-as-source]") && run.output.contains("(1 suppressed)"), "\(run.output)")
    }
}
