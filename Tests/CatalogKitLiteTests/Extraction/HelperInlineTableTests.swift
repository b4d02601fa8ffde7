import Testing
@testable import CatalogKitLite

/// A lookup helper that answers some keys from a dictionary literal in code before it asks a
/// catalog (Flashcards' `L10n.text` with `inlineTranslations`, the 41st study): those keys are
/// translated in the code, not missing from the catalog; its other keys stay lookups.
struct HelperInlineTableTests {
    @Test func keysOfTheHelpersOwnTableAreTranslatedInCode() throws {
        let found = try AccessibilityCallRecognizer().scan(Array(#"""
            enum L10n {
                private static let inlineTranslations: [String: [String: String]] = [
                    "duplicate.action.add_anyway": ["fr": "Ajouter quand même", "de": "Trotzdem hinzufügen"],
                    "duplicate.label.exact": ["fr": "Doublon exact", "de": "Exaktes Duplikat"],
                ]
                static func text(_ key: String) -> String {
                    if let translations = inlineTranslations[key], let value = translations[languageCode] {
                        return value
                    }
                    return String(localized: String.LocalizationValue(key), locale: locale)
                }
            }
            struct CardForm: View {
                var body: some View {
                    Button(L10n.text("duplicate.action.add_anyway")) {}
                    Image(systemName: "x").accessibilityLabel(L10n.text("card.delete"))
                }
            }
            """#.utf8)).uses
        #expect(found.count == 2, "\(found.map(\.argument))")
        guard found.count == 2 else { return }
        if case .dynamic(_, let reason) = found[0].argument { #expect(reason == .translatedInCode) } else { Issue.record("\(found[0].argument)") }
        if case .localized(let lookup) = found[1].argument { #expect(lookup.key.plainText == "card.delete") } else { Issue.record("\(found[1].argument)") }
    }
}
