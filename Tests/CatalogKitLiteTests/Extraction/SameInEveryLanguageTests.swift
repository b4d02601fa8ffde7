import Testing
@testable import CatalogKitLite

/// Text a label may hold that every language writes as it is, so neither hard-coded text to
/// translate nor a key a catalog must hold.
struct SameInEveryLanguageTests {
    @Test(arguments: [
        ("settings.json", true), ("~/.zshrc", true), ("/usr/local/bin", true), ("config.YAML", true), ("settings.json · Info.plist", true),
        // Prose with periods, a word before a file, an unknown extension, a lone slash.
        ("Read.me", false), ("Open settings.json", false), ("Mr.Smith", false), ("Save / Share", false), ("Version 2.0", false),
    ])
    func fileNamesAndPaths(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }

    /// SyncNos' OCR language picker: each language named in itself, as pickers list them.
    @Test(arguments: [
        ("Italiano", true), ("Polski", true), ("日本語", true), ("Español (México)", true), ("中文（简体）", true),
        ("Italian", false), ("English", false), ("Deutsch lernen", false),
    ])
    func languagesNamedInThemselves(text: String, same: Bool) {
        #expect(ValueJudge.isSameInEveryLanguage(text) == same)
    }
}
