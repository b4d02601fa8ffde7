import Foundation
import Testing
import TestSupport

struct SuppressionEndToEndTests {
    @Test func aMisspeltSuppressionIsReported() throws {
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"play.hint":{"comment":"xcstrings-a11y: ignore hint-gesture-wrd","localizations":{"de":{"stringUnit":{"state":"translated","value":"Spielt ab."}},"en":{"stringUnit":{"state":"translated","value":"Double tap to play."}}}}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        let run = try ToolRunner.run(["check", "A"], in: folder.url)
        #expect(run.output.hasPrefix("A/Localizable.xcstrings:1:58: warning: The comment of 'play.hint' suppresses 'hint-gesture-wrd', which is not a rule id; did you mean 'hint-gesture-word'? [unknown-suppression]\n"), "\(run.output)")
        #expect(run.output.contains("[hint-gesture-word]"), "nothing was suppressed")
    }

    @Test func configurationIgnoreList() throws {
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"play.hint":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Spielt ab."}},"en":{"stringUnit":{"state":"translated","value":"Double tap to play."}}}}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        try folder.write(".xcstrings-a11y.json", #"{"ignore":[{"rule":"hint-gesture-word","keys":["play.*"]}]}"#)
        let run = try ToolRunner.run(["check", "A"], in: folder.url)
        #expect(!run.output.contains("[hint-gesture-word]") && run.output.contains("(1 suppressed)"), "\(run.output)")
    }
}
