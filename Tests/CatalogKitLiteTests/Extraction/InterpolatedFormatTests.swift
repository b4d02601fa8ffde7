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
}
