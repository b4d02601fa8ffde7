import Foundation
import Testing
import TestSupport

/// A catalog is audited in slices of strings, each sorted on its own; these tests hold a catalog of
/// several slices to what the report promises: findings in file order, the catalog-wide rule across
/// slices, suppressions, a key defined twice, and the same bytes for any number of threads.
struct SlicedAuditTests {
    /// 1,800 hints (more than three slices). German hints say "Sie", except every 300th, which says
    /// "du" (the minority the catalog-wide rule reports); the one at 1050 suppresses that rule.
    /// `item.0005.hint` is defined a second time at the end of the file, saying "du" too.
    static func catalog() -> String {
        var entries: [String] = []
        func entry(_ number: Int, german: String, comment: String? = nil) -> String {
            let key = String(format: "item.%04d.hint", number)
            let commentField = comment.map { #""comment" : "\#($0)", "# } ?? ""
            return #"""
            "\#(key)" : { \#(commentField)"localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "\#(german)" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Opens item \#(number)." } } } }
            """#
        }
        for number in 0..<1_800 {
            if number % 300 == 150 {
                let comment = number == 1_050 ? "xcstrings-a11y: ignore de-address-consistency" : nil
                entries.append(entry(number, german: "Öffnet deinen Eintrag \(number).", comment: comment))
            } else {
                entries.append(entry(number, german: "Öffnet Ihren Eintrag \(number).", comment: nil))
            }
        }
        entries.append(entry(5, german: "Öffnet deinen fünften Eintrag."))
        return #"{ "sourceLanguage" : "en", "strings" : {"# + entries.joined(separator: ",\n") + #"}, "version" : "1.0" }"#
    }

    struct Report: Decodable {
        struct Finding: Decodable {
            var rule: String
            var line: Int
            var column: Int
            var key: String
        }
        struct Summary: Decodable {
            var suppressed: Int
        }
        var findings: [Finding]
        var summary: Summary
    }

    @Test func aCatalogOfManySlicesIsReportedInOrderWithItsCatalogWideFindings() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", Self.catalog())
        let one = try ToolRunner.run(["check", "--jobs", "1", "--format", "json", "App"], in: folder.url)
        let two = try ToolRunner.run(["check", "--jobs", "2", "--format", "json", "App"], in: folder.url)
        let three = try ToolRunner.run(["check", "--jobs", "3", "--format", "json", "App"], in: folder.url)
        #expect(!one.output.isEmpty && one.output == two.output && one.output == three.output)

        let report = try JSONDecoder().decode(Report.self, from: Data(one.output.utf8))
        // File order, although the later definition of item.0005.hint sits in the place of the first.
        let places = report.findings.map { [$0.line, $0.column] }
        #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) })

        // Every "du" hint in every slice but the suppressed one, the later item.0005.hint last.
        let address = report.findings.filter { $0.rule == "de-address-consistency" }
        #expect(address.map(\.key) == ["item.0150.hint", "item.0450.hint", "item.0750.hint", "item.1350.hint", "item.1650.hint", "item.0005.hint"])
        #expect(address.last.map { $0.line > 1_800 * 3 } == true)
        #expect(report.summary.suppressed == 1)
    }

    /// A catalog of over 4 MB in Xcode's layout is read in pieces on several threads; the report is
    /// the one of one thread, byte for byte.
    @Test func aLargeCatalogReadInPiecesGivesTheSameReport() throws {
        let comment = String(repeating: "Accessibility label of a button in the list of items. ", count: 40)
        var entries: [String] = []
        for number in 0..<2_000 {
            let key = String(format: "list.item%04d.button.label", number)
            let german = number % 97 == 0 ? "OK." : "Eintrag \(number) öffnen"
            entries.append("""
                "\(key)" : {
                  "comment" : "\(comment)",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "\(number % 13 == 0 ? "needs_review" : "translated")",
                        "value" : "\(german)"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Open item \(number)"
                      }
                    }
                  }
                }
            """)
        }
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}"
        #expect(text.utf8.count > 4_500_000)
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", text)
        // needs-review is opt-in: turned on, it gives a finding in every slice.
        try folder.write(".xcstrings-a11y.json", #"{"rules": {"needs-review": "warning"}}"#)
        let one = try ToolRunner.run(["check", "--jobs", "1", "--format", "json", "App"], in: folder.url)
        let two = try ToolRunner.run(["check", "--jobs", "2", "--format", "json", "App"], in: folder.url)
        #expect(one.status < 2 && one.status == two.status, "\(one.error)")
        let report = try JSONDecoder().decode(Report.self, from: Data(one.output.utf8))
        #expect(report.findings.contains { $0.rule == "needs-review" && $0.key == "list.item1989.button.label" })
        #expect(one.output == two.output)
    }

    /// The catalog's form of address is counted over all its German strings, checked or not: two
    /// hints that disagree are judged by the catalog's other texts, and only a checked string gets a
    /// finding (here the "du" hint, since the catalog's other sentences say "Sie").
    @Test func theFormOfAddressIsCountedOverTheWholeCatalog() throws {
        func entry(_ key: String, english: String, german: String) -> String {
            #"""
            "\#(key)" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "\#(german)" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\#(english)" } } } }
            """#
        }
        let entries = [
            entry("save.button.hint", english: "Saves your draft.", german: "Speichert deinen Entwurf."),
            entry("send.button.hint", english: "Sends your message.", german: "Sendet Ihre Nachricht."),
            entry("welcome.body", english: "Sign in to see your mail.", german: "Melden Sie sich an, um Ihre Post zu sehen."),
            entry("empty.body", english: "Here is your mail.", german: "Hier finden Sie Ihre Post."),
            entry("trash.body", english: "Deleted messages are in the trash.", german: "Im Papierkorb finden Sie gelöschte Nachrichten."),
            entry("share.body", english: "Share your draft?", german: "Möchtest du deinen Entwurf teilen?"),
        ]
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : {"# + entries.joined(separator: ",\n") + #"}, "version" : "1.0" }"#)
        let run = try ToolRunner.run(["check", "--format", "json", "App"], in: folder.url)
        let report = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
        #expect(report.findings.filter { $0.rule == "de-address-consistency" }.map(\.key) == ["save.button.hint"])
        #expect(run.output.contains("while 4 other German strings of this module say"), "\(run.output)")
    }
}
