import Testing
@testable import CatalogKitLite

/// A key made from an enum's raw value in another case: Counter-App's haptic picker looks up
/// `LocalizedStringKey(field.description)` over `var description: String { rawValue.capitalized }`,
/// the keys "Duration", "Sharpness" and "Intensity", which were told stale (62nd study).
struct CaseChangedKeyTests {
    func keys(_ source: String) throws -> [[String]] {
        let uses = try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array(source.utf8)).uses
        return Dictionary(grouping: uses, by: \.callPosition.line).sorted { $0.key < $1.key }.map { _, uses in
            uses.compactMap { use -> String? in
                if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
            }
        }
    }

    @Test func aRawValueInAnotherCaseIsTheKeySoChanged() throws {
        let found = try keys(#"""
            struct FontEditor: View {
                enum HapticField: String, CaseIterable {
                    case duration, sharpness
                    var description: String { rawValue.capitalized }
                    var code: String { rawValue.uppercased() }
                    var plain: String { rawValue }
                }
                var body: some View {
                    Picker("", selection: $field) { ForEach(HapticField.allCases, id: \.self) { field in
                        Text(LocalizedStringKey(field.description))
                    } }
                    Picker("", selection: $field) { ForEach(HapticField.allCases, id: \.self) { field in
                        Text(LocalizedStringKey(field.code))
                    } }
                    Picker("", selection: $field) { ForEach(HapticField.allCases, id: \.self) { field in
                        Text(LocalizedStringKey(field.plain.lowercased()))
                    } }
                }
            }
            """#)
        #expect(found.filter { !$0.isEmpty } == [["Duration", "Sharpness"], ["DURATION", "SHARPNESS"], ["duration", "sharpness"]])
    }

    /// A case member binds to the last operand of a ternary: the other branch keeps its case.
    @Test func aCaseMemberChangesOnlyTheBranchItEnds() throws {
        let found = try keys(#"""
            struct UnitLabel: View {
                enum Unit: String { case metre }
                let unit: Unit
                let isCompact: Bool
                var body: some View {
                    Button { } label: { Text(LocalizedStringKey(isCompact ? "short" : unit.rawValue.capitalized)) }
                }
            }
            """#)
        #expect(found.flatMap { $0 }.sorted() == ["Metre", "short"])
    }

    @Test func changedKeys() {
        let literal = SwiftStringLiteral(segments: [.text("two words")], position: SourcePosition(line: 1, column: 1, offset: 0))
        #expect(CaseTransform.changedKey(literal, byMember: "capitalized")?.plainText == "Two Words")
        #expect(CaseTransform.changedKey(literal, byMember: "uppercased")?.plainText == "TWO WORDS")
        #expect(CaseTransform.changedKey(literal, byMember: "lowercased")?.plainText == "two words")
        #expect(CaseTransform.changedKey(literal, byMember: "localizedCapitalized") == nil, "the user's locale decides")
        #expect(CaseTransform.changedKey(literal, byMember: "trimmed") == nil)
    }
}
