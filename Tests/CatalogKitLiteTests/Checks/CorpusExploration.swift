import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// Prints every finding of every check on the real corpus in German, for reading; runs only when
/// `XCSTRINGS_A11Y_EXPLORE` is set.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_EXPLORE"] != nil))
struct CorpusExploration {
    @Test func printFindings() throws {
        let only = ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_EXPLORE"] ?? ""
        let language = ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_EXPLORE_LANGUAGE"] ?? "de"
        var counts: [String: Int] = [:]
        var lines: [String] = []
        for url in Corpus.realCatalogs() {
            guard let catalog = CatalogReader.read(path: url.path).catalog, catalog.languages.contains(language) else { continue }
            let context = CatalogCheckContext(catalog: catalog, requiredLanguages: ["en", language])
            for entry in catalog.entries {
                for finding in CatalogRule.run(entry, context: context) {
                    counts[finding.ruleID, default: 0] += 1
                    if only.isEmpty || only == "all" || only.split(separator: ",").contains(Substring(finding.ruleID)) {
                        let file = url.path.replacingOccurrences(of: Corpus.real?.path ?? "", with: "")
                        lines.append("\(file):\(finding.location.position) [\(finding.ruleID)] \(finding.message)")
                    }
                }
            }
        }
        let report = lines.joined(separator: "\n") + "\n" + counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        try report.write(toFile: "/tmp/checks-corpus.txt", atomically: true, encoding: .utf8)
    }
}
