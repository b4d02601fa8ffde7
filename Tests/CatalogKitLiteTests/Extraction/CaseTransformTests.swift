import Testing
@testable import CatalogKitLite

/// FileIsland's format buttons, `choiceButton(format.rawValue.uppercased(), …)` (56th study): the
/// label is "WAV", a format's name written alike in every language, not the raw value "wav". A
/// lookup a case member follows keeps its key: `String(localized: "All").uppercased()` reads "All".
struct CaseTransformTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array(source.utf8)).uses
    }

    func text(_ use: AccessibilityUse) -> String? {
        switch use.argument {
        case .hardCoded(let literal), .untranslatable(let literal): literal.plainText
        default: nil
        }
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    @Test func aRawValueInOtherCaseIsReadSo() throws {
        let found = try uses(#"""
            enum AudioFormat: String, CaseIterable { case wav, flac }
            struct Formats: View {
                var body: some View {
                    ForEach(AudioFormat.allCases, id: \.rawValue) { format in
                        Text("x").accessibilityLabel(format.rawValue.uppercased())
                    }
                    Text("y").accessibilityLabel(AudioFormat.wav.rawValue.capitalized)
                }
            }
            """#)
        #expect(found.compactMap(text) == ["WAV", "FLAC", "Wav"], "\(found.map(\.argument))")
        #expect(found.prefix(2).allSatisfy { if case .untranslatable = $0.argument { true } else { false } }, "a format's name in capitals")
    }

    @Test func aLiteralInOtherCaseIsReadSo() throws {
        let found = try uses(#"""
            struct Row: View {
                var body: some View { Text("x").accessibilityLabel("Save changes".uppercased()) }
            }
            """#)
        #expect(found.compactMap(text) == ["SAVE CHANGES"], "\(found.map(\.argument))")
    }

    @Test func aLookupInOtherCaseKeepsItsKey() throws {
        let found = try uses(#"""
            struct Row: View {
                let caption = NSLocalizedString("done", comment: "")
                var body: some View {
                    Text("x").accessibilityLabel(String(localized: "All").uppercased())
                    Text("y").accessibilityLabel(caption.capitalized)
                }
            }
            """#)
        #expect(found.compactMap(key) == ["All", "done"], "\(found.map(\.argument))")
    }
}
