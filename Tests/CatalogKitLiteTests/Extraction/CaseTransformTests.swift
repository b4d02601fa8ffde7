import Testing
@testable import CatalogKitLite

/// FileIsland's format buttons, `choiceButton(format.rawValue.uppercased(), …)` (56th study): the
/// label is "WAV", a format's name written alike in every language, not the raw value "wav". A
/// lookup a case member follows keeps its key: `String(localized: "All").uppercased()` reads "All".
/// Only capitals change the judgement (``CaseTransform``).
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
                    Text("y").accessibilityLabel(AudioFormat.wav.rawValue.lowercased().uppercased())
                    Text("z").accessibilityLabel(AudioFormat.wav.rawValue.uppercased().lowercased())
                }
            }
            """#)
        // The outermost case member decides; lower case is judged as written.
        #expect(found.compactMap(text) == ["WAV", "FLAC", "WAV", "wav"], "\(found.map(\.argument))")
        #expect(found.prefix(3).allSatisfy { if case .untranslatable = $0.argument { true } else { false } }, "a format's name in capitals")
    }

    /// Lower case does not make words a code: "Two-Factor".lowercased() is still words to translate.
    @Test func wordsInLowerCaseAreStillWords() throws {
        let found = try uses(#"""
            struct Row: View {
                var body: some View { Text("x").accessibilityLabel("Two-Factor".lowercased()) }
            }
            """#)
        guard case .hardCoded(let literal) = found.first?.argument else {
            Issue.record("\(found.map(\.argument))")
            return
        }
        #expect(literal.plainText == "Two-Factor")
    }

    @Test func aLiteralInOtherCaseIsReadSo() throws {
        let found = try uses(#"""
            struct Row: View {
                var body: some View { Text("x").accessibilityLabel("Save changes".uppercased()) }
            }
            """#)
        guard case .hardCoded(let literal) = found.first?.argument else {
            Issue.record("words in capitals are still words: \(found.map(\.argument))")
            return
        }
        #expect(literal.plainText == "SAVE CHANGES")
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
