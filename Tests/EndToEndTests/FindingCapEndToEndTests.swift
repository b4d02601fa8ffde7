import Foundation
import Testing
import TestSupport

struct FindingCapEndToEndTests {
    /// A 200 KB key that repeats two defects 16,000 times (a version nothing introduces, and symbols between words):
    /// each finding repeats the key, so listing them all gave a 2 GB report in tens of seconds. A
    /// speech rule now reports one finding per string that counts the repeats; the cap of 20 per rule
    /// and string (`FindingCapTests`) holds for every other rule.
    @Test func aLongKeyWithRepeatedDefectsGivesAReportOfItsOwnSize() throws {
        let key = String(repeating: "Film 3.2.0 A | B ", count: 16_000)
        #expect(key.utf8.count >= 200_000)
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"\#(key)":{"comment":"Accessibility label"}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        let run = try ToolRunner.run(["check", "--all-strings", "--format", "json", "A"], in: folder.url, timeout: 600)
        #expect(run.status == 1, "\(run.error)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        var counts: [String: Int] = [:]
        for finding in findings {
            let group = "\(finding["rule"] ?? "") \(finding["language"] ?? "") \(finding["variationPath"] ?? "")"
            counts[group, default: 0] += 1
        }
        #expect(counts["version-without-keyword en "] == 1)
        #expect(counts["symbol-separator en "] == 1)
        #expect(counts.values.allSatisfy { $0 <= 20 }, "\(counts)")
        let separators = findings.filter { $0["rule"] as? String == "symbol-separator" }
        #expect((separators.last?["message"] as? String)?.contains("The same in 15999 more places of this string") == true)
        #expect(run.output.utf8.count < 60 * key.utf8.count)
    }

    /// A suppressed rule's finding is counted as suppressed, and the other rule's one finding, with
    /// its repeats counted, is reported.
    @Test func suppressedFindingsAreCountedInFullBeforeTheCap() throws {
        let key = String(repeating: "Film 3.2.0 A | B ", count: 30)
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"\#(key)":{"comment":"Accessibility label. xcstrings-a11y: ignore version-without-keyword"}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        let run = try ToolRunner.run(["check", "--all-strings", "--format", "json", "A"], in: folder.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["rule"] as? String == "version-without-keyword" })
        #expect(findings.filter { $0["rule"] as? String == "symbol-separator" }.count == 1)
        #expect((document["summary"] as? [String: Any])?["suppressed"] as? Int == 1)
    }
}
