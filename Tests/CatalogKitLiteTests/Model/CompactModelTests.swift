import Testing
@testable import CatalogKitLite

/// The compact storage of the model behaves like plain stored properties: value semantics, equality,
/// and positions that keep what they are given.
struct CompactModelTests {
    let position = SourcePosition(line: 3, column: 7, offset: 42)

    func unit(_ text: String) -> StringUnit {
        StringUnit(state: .translated, value: CatalogString(text, at: position), position: position)
    }

    @Test func positionsKeepTheirNumbersAndClampWhatDoesNotFit() {
        var place = SourcePosition(line: 12, column: 34, offset: 5_678)
        #expect(place.line == 12 && place.column == 34 && place.offset == 5_678)
        place.line += 1
        place.column = 1
        place.offset = 4_000_000_000
        #expect(place == SourcePosition(line: 13, column: 1, offset: 4_000_000_000))
        #expect(place.description == "13:1")
        #expect(SourcePosition(line: -1, column: Int.max, offset: 0) == SourcePosition(line: 0, column: 4_294_967_295, offset: 0))
        #expect(SourcePosition(line: 9, column: 9, offset: 1) < SourcePosition(line: 1, column: 1, offset: 2))
        #expect(MemoryLayout<SourcePosition>.size == 12)
    }

    @Test func rarePartsHaveValueSemantics() {
        var original = LocalizedContent(stringUnit: unit("a"), position: position)
        #expect(original.stringSet == nil && original.variations == nil)
        #expect(original.substitutions.isEmpty && original.unknownFields.isEmpty)

        var copy = original
        copy.unknownFields.append(JSONMember(name: "x", namePosition: position, value: JSONValue(.null, at: position)))
        copy.substitutions = [Substitution(name: "n", namePosition: position, position: position)]
        #expect(original.unknownFields.isEmpty && original.substitutions.isEmpty)
        #expect(copy.unknownFields.map(\.name) == ["x"] && copy.substitutions.map(\.name) == ["n"])
        #expect(copy != original)

        // A change to a shared copy leaves the other alone, in both directions.
        var second = copy
        second.unknownFields.removeAll()
        second.stringSet = StringSet(state: nil, values: [], position: position)
        #expect(copy.unknownFields.count == 1 && copy.stringSet == nil)
        #expect(second.unknownFields.isEmpty && second.stringSet != nil)

        // Emptied rare parts compare equal to never-set ones.
        second.stringSet = nil
        second.substitutions = []
        #expect(second == original)
        #expect(second.hashValue == original.hashValue)
        original.variations = Variations(position: position)
        #expect(original.variations == Variations(position: position))
        #expect(second != original)
    }

    @Test func initialiserStoresEveryPart() {
        let member = JSONMember(name: "m", namePosition: position, value: JSONValue(.bool(true), at: position))
        let content = LocalizedContent(
            stringUnit: unit("b"), stringSet: StringSet(state: .new, values: [], position: position),
            variations: Variations(position: position), substitutions: [Substitution(name: "s", namePosition: position, position: position)],
            position: position, unknownFields: [member])
        #expect(content.stringUnit?.value.text == "b")
        #expect(content.stringSet?.state == .new)
        #expect(content.variations?.position == position)
        #expect(content.substitution(named: "s") != nil)
        #expect(content.unknownFields == [member])
        #expect(content.position == position)
    }
}
