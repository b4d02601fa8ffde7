import Testing
@testable import CatalogKitLite

/// Text in the interpolations of a key written inside `Text(…)`: Driveline's `DriveStatTile`, whose
/// body says `.accessibilityLabel(Text("\(label): \(value) \(unit)"))` and whose makers pass `label:
/// String(localized: "Distance")` (the 40th study's judges found the callers' keys missed). The
/// interpolated text is followed as in a key written without `Text(…)`.
struct InterpolatedFormatTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText ?? lookup.key.writtenText } else { nil }
    }

    @Test func textAMakerPassesIntoATextFormatIsFollowedToTheMaker() throws {
        let found = try uses(#"""
            struct StatTile: View {
                let label: String
                let value: String
                var body: some View {
                    Text(value)
                        .accessibilityLabel(Text("\(label): \(value)"))
                        .accessibilityHint(Text("Shows \(String(localized: "the total"))"))
                }
            }
            struct Stats: View {
                let distance: String
                var body: some View {
                    StatTile(label: String(localized: "Distance"), value: distance)
                }
            }
            """#)
        let keys = found.compactMap(key)
        #expect(keys.contains("Distance"), "\(found)")
        #expect(keys.contains("the total"), "\(found)")
        #expect(!keys.contains(where: { $0.contains("distance") }), "the value is data, not text")
    }

    /// KnitNote's color menu, `Button(LocalizedStringKey("patterns.markup.color.\(value.rawValue)"))`
    /// (52nd study): the interpolation completes a key's name, so the raw values ("black") are part
    /// of that key, no title of their own; words around an interpolation are text, and what is
    /// interpolated into them is followed.
    @Test func anInterpolationThatCompletesAKeyNameIsNoTextOfItsOwn() throws {
        let found = try uses(#"""
            enum MarkupColor: String, CaseIterable { case black, red }
            struct Toolbar: View {
                let color: MarkupColor
                var body: some View {
                    Button(LocalizedStringKey("patterns.markup.color.\(color.rawValue)")) {}
                    Button(LocalizedStringKey("Paint \(color.rawValue)")) {}
                }
            }
            """#)
        let texts = found.compactMap { use -> String? in if case .hardCoded(let literal) = use.argument { literal.plainText } else { nil } }
        #expect(found.compactMap(key).count == 2, "\(found.map(\.argument))")
        #expect(texts == ["black", "red"], "only the words' interpolation gives text: \(found.map(\.argument))")
    }
}
