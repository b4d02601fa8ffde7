import Testing
@testable import CatalogKitLite

/// FileIsland's format buttons, `choiceButton(format.rawValue.uppercased(), …)` (56th study): the
/// label is "WAV", a format's name written alike in every language, not the raw value "wav". A
/// lookup a case member follows keeps its key: `String(localized: "All").uppercased()` reads "All".
/// Only capitals change the judgement (``CaseTransform``).
struct CaseTransformTests {
    func text(_ use: AccessibilityUse) -> String? {
        switch use.argument {
        case .hardCoded(let literal), .untranslatable(let literal): literal.plainText
        default: nil
        }
    }

    @Test func aRawValueInOtherCaseIsReadSo() throws {
        let found = try fileUses(#"""
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

    /// The text of a label given `expression`, when it is hard-coded; `nil` for any other judgement.
    func hardCodedLabel(_ expression: String) throws -> String? {
        let found = try fileUses("struct Row: View {\n    var body: some View { Text(\"x\").accessibilityLabel(\(expression)) }\n}\n")
        guard case .hardCoded(let literal) = found.first?.argument else { return nil }
        return literal.plainText
    }

    /// Lower case does not make words a code: "Two-Factor".lowercased() is still words to translate.
    @Test func wordsInLowerCaseAreStillWords() throws {
        #expect(try hardCodedLabel(#""Two-Factor".lowercased()"#) == "Two-Factor")
    }

    /// Words in capitals are still words.
    @Test func aLiteralInOtherCaseIsReadSo() throws {
        #expect(try hardCodedLabel(#""Save changes".uppercased()"#) == "SAVE CHANGES")
    }

    @Test func aLookupInOtherCaseKeepsItsKey() throws {
        let found = try fileUses(#"""
            struct Row: View {
                let caption = NSLocalizedString("done", comment: "")
                var body: some View {
                    Text("x").accessibilityLabel(String(localized: "All").uppercased())
                    Text("y").accessibilityLabel(caption.capitalized)
                }
            }
            """#)
        #expect(found.compactMap(\.localizedKey) == ["All", "done"], "\(found.map(\.argument))")
    }
}
