import Foundation
import Testing
import TestSupport

/// Issue 15 on real catalogs with German gaps: export, translate by script, import, and `check`
/// finds nothing left to translate in those strings, while the catalog changed only in them.
@Suite(.requires(.corpus))
struct TranslationCorpusTests {
    /// Three catalogs with German gaps: plain strings (Feather), plurals (Loop), plurals and
    /// substitutions (LiveContainer); each already has German for most keys.
    static let catalogs = [
        "khcrysalis__Feather/Feather/Resources/Localizable.xcstrings",
        "MrKai77__Loop/Loop/Localizable.xcstrings",
        "LiveContainer__LiveContainer/Resources/Localizable.xcstrings",
    ]

    static let unfinishedRules: Set<String> = ["missing-translation", "untranslated", "needs-review", "empty-translation"]

    static let cases: [(String, String)] = catalogs.flatMap { [($0, "xliff"), ($0, "csv")] }

    @Test(arguments: cases)
    func roundTrip(_ relativePath: String, _ format: String) throws {
        let folder = try TemporaryFolder()
        let original = Corpus.real!.appendingPathComponent(relativePath)
        let catalog = try folder.write("App/Localizable.xcstrings", try Data(contentsOf: original))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: catalog.path)
        let before = try Translation.findings(["--all-strings", "--languages", "en,de", "App"], in: folder.url)
        let unfinished = Set(before.filter { Self.unfinishedRules.contains($0.rule) && $0.language == "de" }.map(\.key))
        #expect(!unfinished.isEmpty, "the catalog has no German gaps any more")

        let workFile = "work." + format
        let export = try ToolRunner.run(
            ["export", "-l", "de", "--all-strings", "--only", "missing,empty,new,needs-review", "App", "-o", workFile], in: folder.url)
        #expect(export.status == 0, "\(export.error)")
        let exported = try String(contentsOf: folder.url.appendingPathComponent(workFile), encoding: .utf8)
        let filled: String
        var keys = Set<String>()
        if format == "xliff" {
            keys = Set(try Translation.unitIDs(exported).map(Translation.key(ofID:)))
            filled = try Translation.fillXLIFF(exported) { _, source in "DE " + source }
        } else {
            filled = try Translation.fillCSV(exported) { key, _, source in
                keys.insert(key)
                return "DE " + source
            }
        }
        // Every key with a German gap is on the work list.
        #expect(unfinished.isSubset(of: keys), "not exported: \(unfinished.subtracting(keys).sorted())")
        try folder.write("filled." + format, filled)

        let imported = try ToolRunner.run(["import", "filled." + format], in: folder.url)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error.contains("; 0 refused"), "\(imported.error)")

        let after = try Translation.findings(["--all-strings", "--languages", "en,de", "App"], in: folder.url)
        let left = after.filter { Self.unfinishedRules.contains($0.rule) && $0.language == "de" && keys.contains($0.key) }
        #expect(left.isEmpty, "\(left.prefix(5))")

        // Only the exported strings changed, and in them only German.
        let old = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: original)) as? [String: Any])
        let new = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
        let oldStrings = try #require(old["strings"] as? [String: [String: Any]])
        let newStrings = try #require(new["strings"] as? [String: [String: Any]])
        #expect(Set(oldStrings.keys) == Set(newStrings.keys))
        for (key, oldEntry) in oldStrings {
            var oldEntry = oldEntry, newEntry = newStrings[key] ?? [:]
            if keys.contains(key) {
                var oldLocalizations = oldEntry["localizations"] as? [String: Any] ?? [:]
                var newLocalizations = newEntry["localizations"] as? [String: Any] ?? [:]
                oldLocalizations["de"] = nil
                newLocalizations["de"] = nil
                oldEntry["localizations"] = oldLocalizations
                newEntry["localizations"] = newLocalizations
            }
            #expect(NSDictionary(dictionary: oldEntry).isEqual(to: newEntry), "\(key) changed outside its German")
        }
        // In the text, only German values and states were replaced, and the empty line Xcode writes
        // in an entry without localizations (`{`, empty line, `}`); the rest was added.
        let (removed, added) = try Translation.systemDiff(original, catalog)
        #expect(!added.isEmpty)
        for line in removed {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            #expect(trimmed.isEmpty || trimmed.hasPrefix("\"state\" : ") || trimmed.hasPrefix("\"value\" : "), "removed: \(line)")
        }
    }
}
