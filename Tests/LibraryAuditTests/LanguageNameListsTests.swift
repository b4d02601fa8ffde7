import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// "English" in a list of languages named in themselves is English's own name, the same in every
/// language (Weather Atlas's language picker, Kiln's `autonym` switch: the 40th and 41st studies
/// judged `hardcoded-accessibility-string` wrong there); alone it is a word German translates.
struct LanguageNameListsTests {
    static func hardCodedTexts(_ swift: String) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Language":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Sprache"}}}}},"version":"1.0"}"#)
        try folder.write("App/Settings.swift", swift)
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.appendingPathComponent("App").path], jobs: 1)
        return run.sources.flatMap(\.findings).filter { $0.ruleID == "hardcoded-accessibility-string" }.compactMap(\.text).sorted()
    }

    @Test func englishAmongPickerOptionsNamedInThemselvesIsNoFinding() throws {
        let texts = try Self.hardCodedTexts("""
            import SwiftUI
            struct SettingsView: View {
                @State var language = "en"
                var body: some View {
                    Picker("Language", selection: $language) {
                        Text("System").tag("")
                        Text(verbatim: "English").tag("en")
                        Text(verbatim: "Deutsch").tag("de")
                    }
                    .pickerStyle(.segmented)

                    Text("Subtitles")

                    Image(systemName: "globe").accessibilityLabel(Text(verbatim: "English"))
                }
            }
            """)
        #expect(texts == ["English"], "the lone label, a few lines below the options, is text to translate")
    }

    @Test func englishAmongAnEnumsNamesInThemselvesIsNoFinding() throws {
        let texts = try Self.hardCodedTexts("""
            import SwiftUI
            enum AppLanguage: CaseIterable {
                case en, fr, de
                var autonym: String {
                    switch self {
                    case .en: return "English"
                    case .fr: return "Français"
                    case .de: return "Deutsch"
                    }
                }
                var englishName: String {
                    switch self {
                    case .en: return "English"
                    case .fr: return "French"
                    case .de: return "German"
                    }
                }
            }
            struct LanguageRow: View {
                let language: AppLanguage
                var body: some View { Text("x").accessibilityLabel(language.autonym) }
            }
            // A list of languages by their English names only, far from any name in itself.
            struct LanguageList: View {
                let language: AppLanguage
                var body: some View {
                    Text("y").accessibilityLabel(language.englishName)
                }
            }
            """)
        // One finding per call site: the autonyms' call gives none, the English names' call one
        // (its message names the other two values).
        #expect(texts == ["English"], "names in English are words a German interface translates: \(texts)")
    }

    /// trustcare's language rows: each language's name in itself, and its English name under it on
    /// purpose ("Türkçe / Turkish", the 43rd study judged the English names wrong as hard-coded).
    @Test func aLanguagesEnglishNameUnderItsOwnIsNoFinding() throws {
        let texts = try Self.hardCodedTexts("""
            import SwiftUI
            struct AppLanguage { let nativeName: String; let englishName: String }
            let languages = [
                AppLanguage(nativeName: "Türkçe", englishName: "Turkish"),
                AppLanguage(nativeName: "Deutsch", englishName: "German"),
            ]
            struct LanguageSettingsView: View {
                var body: some View {
                    ForEach(languages, id: \\.nativeName) { language in
                        Button { } label: {
                            VStack {
                                Text(language.nativeName)
                                Text(language.englishName)
                            }
                        }
                    }
                }
            }
            """)
        #expect(texts.isEmpty, "\(texts)")
    }
}
