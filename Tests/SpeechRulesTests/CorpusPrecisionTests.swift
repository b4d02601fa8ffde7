import CatalogKitLite
import Foundation
import Testing
import TestSupport
@testable import SpeechRules

/// The rules on real text: every en and de value of the real corpus, as a label unless the key says
/// hint, value or announcement. No rule may flag more than 5 % of the strings.
///
/// With `XCSTRINGS_A11Y_SPEECH_DUMP=path` the test also writes every finding as tab-separated lines
/// (rule, severity, language, role, key, text, message): the sample `Docs/precision.md` was judged on.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (XCSTRINGS_A11Y_CORPUS or ../shared/corpus) is absent"))
struct CorpusPrecisionTests {
    /// One string of the corpus with the key it came from.
    struct CorpusString {
        var catalog: Int
        var key: String
        var string: SpokenString
    }

    /// Keys of Interface Builder objects ("ZvO-Gk-QUH.title") are not text; they stand in for a
    /// storyboard's own string when the catalog has no English value.
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let parts = key.split(separator: ".", maxSplits: 1)
        guard let id = parts.first, parts.count == 2 else { return false }
        let pieces = id.split(separator: "-", omittingEmptySubsequences: false)
        return (pieces.count == 3 && pieces.map(\.count) == [3, 2, 3]) || id.allSatisfy(\.isNumber)
    }

    static let strings: [CorpusString] = {
        var result: [CorpusString] = []
        for (catalogIndex, url) in Corpus.realCatalogs().enumerated() {
            guard let catalog = CatalogReader.read(path: url.path).catalog else { continue }
            for entry in catalog.entries where entry.shouldTranslate {
                let role = role(forKey: entry.key)
                for language in ["en", "de"] {
                    var units = entry.localization(language)?.content.stringUnits() ?? []
                    if units.isEmpty, language == catalog.sourceLanguage, language == "en" {
                        guard !isInterfaceBuilderKey(entry.key), !entry.key.isEmpty else { continue }
                        result.append(CorpusString(catalog: catalogIndex, key: entry.key, string: SpokenString(text: entry.key, language: "en", role: role)))
                        continue
                    }
                    units = units.filter { !$0.unit.value.text.isEmpty }
                    for located in units {
                        let branch = located.path.description.contains("substitutions")
                        let string = SpokenString(text: located.unit.value.text, language: language, role: role, isSubstitutionBranch: branch)
                        result.append(CorpusString(catalog: catalogIndex, key: entry.key, string: string))
                    }
                }
            }
        }
        return result
    }()

    /// The role a key's name suggests; label otherwise, as `--all-strings` does.
    static func role(forKey key: String) -> AccessibilityRole {
        let lower = key.lowercased()
        if lower.contains("hint") { return .hint }
        if lower.contains("announcement") { return .announcement }
        if lower.hasSuffix(".value") || lower.contains("a11y.value") || lower.contains("accessibilityvalue") { return .value }
        return .label
    }

    @Test func noRuleFlagsMoreThanFivePercent() throws {
        let strings = Self.strings
        try #require(strings.count > 1000)
        var flagged: [String: Set<Int>] = [:]
        var dump = ""
        for (index, item) in strings.enumerated() {
            for finding in SpeechEngine.check(item.string, rules: SpeechRule.all) {
                flagged[finding.ruleID, default: []].insert(index)
                let fields = [finding.ruleID, finding.severity.rawValue, item.string.language, (item.string.role?.rawValue ?? "text"), item.key,
                              item.string.text, finding.message]
                dump += fields.map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: "⏎") }
                    .joined(separator: "\t") + "\n"
            }
        }
        // The catalog-wide rule runs per catalog, on its German strings.
        let germanByCatalog = Dictionary(grouping: strings.indices.filter { strings[$0].string.language == "de" }) { strings[$0].catalog }
        for (_, indexes) in germanByCatalog.sorted(by: { $0.key < $1.key }) {
            for (position, finding) in SpeechEngine.checkCatalog(indexes.map { strings[$0].string }) {
                let item = strings[indexes[position]]
                flagged[finding.ruleID, default: []].insert(indexes[position])
                let fields = [finding.ruleID + "(catalog)", finding.severity.rawValue, "de", (item.string.role?.rawValue ?? "text"), item.key,
                              item.string.text, finding.message]
                dump += fields.map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: "⏎") }
                    .joined(separator: "\t") + "\n"
            }
        }
        if let path = ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_SPEECH_DUMP"] {
            var summary = "strings\t\(strings.count)\n"
            for (rule, set) in flagged.sorted(by: { $0.key < $1.key }) { summary += "\(rule)\t\(set.count)\n" }
            try (summary + dump).write(toFile: path, atomically: true, encoding: .utf8)
        }
        for (rule, set) in flagged {
            let share = Double(set.count) / Double(strings.count)
            #expect(share <= 0.05, "\(rule) flags \(set.count) of \(strings.count) strings (\(Int(share * 100)) %)")
        }
    }
}
