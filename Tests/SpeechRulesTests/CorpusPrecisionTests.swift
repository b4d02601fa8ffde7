import CatalogKitLite
import Foundation
import Testing
import TestSupport
@testable import SpeechRules

/// The rules on real text: every en and de value of the real corpus (not stale, to be translated),
/// with the role its key's name says or none, as `--all-strings` audits it, and the fragment evidence
/// of its edges and comment. No rule may flag more than 5 % of the strings. And the default run per
/// app: its number of speech findings stays under a ceiling, so a rule that starts to flood is seen.
///
/// With `XCSTRINGS_A11Y_SPEECH_DUMP=path` the test also writes every finding as tab-separated lines
/// (rule, severity, language, role, key, text, message): the sample `Docs/precision.md` was judged on.
@Suite(.requires(.corpus))
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
            for entry in catalog.entries where entry.shouldTranslate && entry.extractionState != .stale {
                let role = role(forKey: entry.key)
                let comment = entry.comment?.text
                let source = entry.sourceText(sourceLanguage: catalog.sourceLanguage)
                for language in ["en", "de"] {
                    var units = entry.localization(language)?.content.stringUnits() ?? []
                    if units.isEmpty, language == catalog.sourceLanguage, language == "en" {
                        guard !isInterfaceBuilderKey(entry.key), !entry.key.isEmpty else { continue }
                        let fragment = TextFragment.detect(text: entry.key, comment: comment)
                        result.append(CorpusString(
                            catalog: catalogIndex, key: entry.key, string: SpokenString(text: entry.key, language: "en", role: role, fragment: fragment)))
                        continue
                    }
                    units = units.filter { !$0.unit.value.text.isEmpty }
                    for located in units {
                        let branch = located.path.description.contains("substitutions")
                        let fragment = TextFragment.detect(
                            text: located.unit.value.text, sourceText: language == catalog.sourceLanguage ? nil : source, comment: comment)
                        let string = SpokenString(
                            text: located.unit.value.text, language: language, role: role, isSubstitutionBranch: branch, fragment: fragment)
                        result.append(CorpusString(catalog: catalogIndex, key: entry.key, string: string))
                    }
                }
            }
        }
        return result
    }()

    /// The role a key's name suggests (broader than the audit's conventions, so more strings get
    /// the role rules); none otherwise, as `--all-strings` audits such a string.
    static func role(forKey key: String) -> AccessibilityRole? {
        let lower = key.lowercased()
        if lower.contains("hint") { return .hint }
        if lower.contains("announcement") { return .announcement }
        if lower.hasSuffix(".value") || lower.contains("a11y.value") || lower.contains("accessibilityvalue") { return .value }
        if lower.hasSuffix("label") || lower.contains("accessibilitylabel") || lower.contains("a11y") { return .label }
        return nil
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

/// The default run of `check` (accessibility strings only, the configuration's defaults) on each app
/// of the real corpus: how many speech findings it reports. Each ceiling is the count when the rules
/// were last judged by hand (`Docs/precision.md`) plus a small margin; a rule that starts to flood
/// fails here and must be judged again before the ceiling moves.
@Suite(.requires(.corpus))
struct CorpusDefaultRunTests {
    /// The most speech findings each app's default run may report; apps not listed, none. Each
    /// ceiling is the number of findings an outside judge read on that app and called right, and the
    /// test names them, so that a new finding fails here until it is judged:
    /// - IceCubes: "🪄 Fix It" / "🪄 Beheben" (emoji), a button title; judged right by the second
    ///   study and by the judge of issue 26, debatable by the second judge of issue 26 (one
    ///   decorative word of noise) — kept, the disagreement is in `Docs/precision.md`. The forms'
    ///   label closures add the same class: "🤖 Generate description" / "🤖 Beschreibung erzeugen",
    ///   the title of a button built as a label closure, judged debatable by the third judge (the
    ///   robot is read by name and means "AI"; words would serve VoiceOver and Voice Control better).
    /// - boring.notch: the link "https://github.com/pear-devs/pear-desktop" (electronic-and-digit-strings),
    ///   read piece by piece; judged right twice. "%.1fs", a slider's value label
    ///   (ambiguous-abbreviation): the bare "s" may be read as a letter; judged right by the third judge.
    /// - Pearcleaner: ten du-imperative commands among the catalog's infinitive ones ("Kopiere Pfad",
    ///   "Zeige Probleme", de-command-form); all ten judged right as commands (issue 26, second judge).
    ///   "• Auto-updates" / "• Automatische Aktualisierungen" (symbol-separator), a caption in a cask
    ///   row's button label, read once texts under `if cask.autoUpdates {` count as the label's: the
    ///   bullet is noise between the version and the words; both judged right by an outside judge.
    /// - Whisky: "Öffne die Wine-Konfiguration" beside "Systemsteuerung öffnen" (de-command-form); right.
    /// - DockDoor: "Hilf DockDoor in deiner Sprache verfügbar zu machen", a link's label in a catalog
    ///   whose German says "Sie" (de-address-consistency, once the form is counted over the whole
    ///   catalog; found once text passed to the app's own views is followed); judged right. The
    ///   toggle "Zeige nur Fenster aus dem aktuellen Space" beside it was judged a command, not "du".
    static let ceilings: [String: Int] = [
        "Dimillian__IceCubesApp": 4,
        "ejbills__DockDoor": 1,
        "TheBoredTeam__boring.notch": 2,
        "alienator88__Pearcleaner": 12,
        "Whisky-App__Whisky": 1,
    ]

    @Test func speechFindingsPerAppStayUnderTheirCeilings() throws {
        let real = try #require(Corpus.real)
        let apps = try FileManager.default.contentsOfDirectory(atPath: real.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: real.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
        try #require(apps.count >= 10)
        let speechIDs = Set(SpeechRule.all.map(\.id))
        var total = 0
        for app in apps {
            let folder = real.appendingPathComponent(app).path
            let settings = AuditSettings(configuration: Configuration(directory: folder), workingDirectory: folder)
            let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder])
            let speech = run.findings.filter { speechIDs.contains($0.ruleID) }
            total += speech.count
            let ceiling = Self.ceilings[app] ?? 0
            #expect(speech.count <= ceiling, "\(app): \(speech.count) speech findings (ceiling \(ceiling)): \(speech.map { "\($0.ruleID) \($0.location.key)" })")
            // Every finding says where its string's role came from: the default run audits only strings with one.
            #expect(speech.allSatisfy { $0.role != nil && $0.roleSource != nil })
        }
        // The default run reported 34 speech findings on the corpus before the rules judged roles,
        // fragments and stale keys, most of them wrong (issue 14); 13 after, on the catalogs alone;
        // 31 with the Swift code's roles (the implicit labels and help tags among them); 2 after the
        // second study's fixes (slashes between words, label-uninformative, abbreviations voices expand);
        // 24 once the corpus had newer apps (all judged from outside), of which the 3 judged right remain
        // after issue 26's fixes, and 11 commands now judged right as commands: 14. Reading label
        // closures (issue 24) made 32; 15 were judged wrong by an outside judge and fixed by class
        // (visible titles are copy, live values with nothing paired, camelCase terms in a phrase): 17.
        // The form of address counted over the whole catalog, and text followed into the app's own
        // views, added DockDoor's two; one was judged right, the other a command: 18. Texts in every
        // branch of a label closure added Pearcleaner's bullet caption, judged right twice: 20.
        #expect(total <= Self.ceilings.values.reduce(0, +), "\(total) speech findings in the default run")
    }
}
