import CatalogKitLite
import Foundation
import Testing
import TestSupport

extension ProjectAuditTests {
    /// FrameMate's help sheet (59th study): `content == .turkish ? "Yardım bölümleri" : "Help
    /// sections"`, with `content` from `Locale.preferredLanguages`; the same choice as `if`/`else`,
    /// and on `languageCode == "de"`. Each branch is a language's text, translated in the code. A
    /// `switch` over a language (often each language's name in English), a ternary on anything else
    /// (`isRecording`), an `id` compared, a code compared with no language named (`mode == .ar`, AR
    /// or Arabic), and a literal outside the choice stay hard-coded; `appLanguage == .de` chooses.
    @Test func textChosenByTheUsersLanguageIsTranslatedInCode() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Help.swift", #"""
            enum HelpContent { case turkish, english }
            struct HelpSheet: View {
                let content: HelpContent
                @State private var isRecording = false
                let id: Int
                private var sectionListTitle: String {
                    content == .turkish ? "Yardım bölümleri" : "Help sections"
                }
                private var searchHint: String {
                    content == .turkish
                        ? "Yalnızca seçili bölümde arar."
                        : "Searches only the selected section."
                }
                private var closeTitle: String {
                    if content == .turkish {
                        return "Kapat"
                    } else {
                        return "Close"
                    }
                }
                private var doneTitle: String {
                    switch content {
                    case .turkish: return "Bitti"
                    case .english: return "Done"
                    }
                }
                private var saveTitle: String {
                    Locale.current.language.languageCode == "de" ? "Sichern" : "Save"
                }
                private var recordTitle: String { isRecording ? "Stop recording" : "Start recording" }
                private var rowTitle: String { id == 2 ? "Second" : "Other" }
                private var plainTitle: String { "Plain" }
                let mode: ViewMode
                let appLanguage: AppLanguage
                private var viewTitle: String { mode == .ar ? "Show map" : "Show in AR" }
                private var shareTitle: String { appLanguage == .de ? "Teilen" : "Share" }
                var body: some View {
                    List { }
                        .accessibilityLabel(sectionListTitle)
                        .accessibilityHint(searchHint)
                    Button(closeTitle) { }
                    Button(doneTitle) { }
                    Button(saveTitle) { isRecording.toggle() }
                    Image(systemName: "a").accessibilityLabel(recordTitle)
                    Image(systemName: "b").accessibilityLabel(rowTitle)
                    Image(systemName: "c").accessibilityLabel(plainTitle)
                    Image(systemName: "d").accessibilityLabel(viewTitle)
                    Image(systemName: "e").accessibilityLabel(shareTitle)
                }
            }
            """#)
        let run = audit(folder)
        let uses = run.sources.flatMap(\.source.scan.uses)
        let inCode = uses.compactMap { use -> String? in if case .dynamic(let expression, .translatedInCode) = use.argument { expression } else { nil } }
        #expect(Set(inCode) == [
            "Yardım bölümleri", "Help sections", "Yalnızca seçili bölümde arar.", "Searches only the selected section.",
            "Kapat", "Close", "Sichern", "Save", "Teilen", "Share",
        ], "\(uses.map(\.argument))")
        let hardCoded = uses.compactMap { use -> String? in if case .hardCoded(let literal) = use.argument { literal.plainText } else { nil } }
        #expect(Set(hardCoded) == ["Bitti", "Done", "Stop recording", "Start recording", "Second", "Other", "Plain", "Show map", "Show in AR"], "\(uses.map(\.argument))")
    }
}
