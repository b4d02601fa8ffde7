// Small helpers shared by every level of the decoder.

/// One member of an object as ``MemberWalk`` hands it on.
///
/// The walks fill one such value in place rather than return an optional one: an optional left
/// behind at each turn of the loop was destroyed through generic value witnesses.
struct DecodedMemberName {
    /// The number given to a name the schema does not know.
    static let unknownName = -1

    /// The number of the name among the known names (the raw value of its case), or
    /// ``unknownName`` for another name.
    var known = unknownName
    /// The name; empty for a known name (the list has it).
    var name = ""
    /// Where the name stands.
    var position = SourcePosition.start
    /// Whether the object had a member of this name before.
    var isRepeated = false
}

/// The member names the schema gives an object, matched on their bytes.
///
/// The names are all ASCII and none has a character with a canonically equivalent non-ASCII
/// spelling, so matching bytes (after unescaping) is what `==` on the name's `String` gives.
protocol KnownMemberNames {
    /// The number of `name` among the known names (0 up to ``MemberWalk``'s capacity), or
    /// ``DecodedMemberName/unknownName``.
    static func number(of name: MemberName, in reader: JSONReader) -> Int
}

/// Walks the members of one object (after its `{`) whose names the schema gives (`Names`), reporting repeated
/// member names as `duplicate-key` warnings; the later member wins, as it does when the caller
/// assigns it.
///
/// Known names come with their number and no `String` is made for them; a bit per name finds their
/// repeats. Every other name comes as a `String`, and compares as `String`s do.
struct MemberWalk {
    private var seen: UInt32 = 0
    private var positions: (SourcePosition, SourcePosition, SourcePosition, SourcePosition, SourcePosition, SourcePosition)
        = (.start, .start, .start, .start, .start, .start)
    /// The names that are not known, made when the first comes (catalogs rarely have any).
    private var others: NameTrackerBox?

    /// How many known names an object can have.
    static var capacity: Int { 6 }

    @inline(__always)
    mutating func next<Names: KnownMemberNames>(
        _ names: Names.Type, _ reader: inout JSONReader, _ diagnostics: inout [CatalogDiagnostic],
        into decoded: inout DecodedMemberName
    ) throws(JSONSyntaxError) -> Bool {
        guard let member = try reader.nextMemberName() else { return false }
        let number = Names.number(of: member, in: reader)
        let name: String
        let first: SourcePosition?
        if number >= 0 {
            precondition(number < Self.capacity)
            name = ""
            let bit: UInt32 = 1 << UInt32(number)
            let isNew = seen & bit == 0
            seen |= bit
            first = withUnsafeMutablePointer(to: &positions) { tuple in
                tuple.withMemoryRebound(to: SourcePosition.self, capacity: Self.capacity) { slots in
                    if isNew {
                        slots[number] = member.position
                        return nil
                    }
                    return slots[number]
                }
            }
        } else {
            name = reader.string(of: member)
            if others == nil { others = NameTrackerBox() }
            first = others!.tracker.insert(name, at: member.position)
        }
        if let first { reportRepeat(reader.string(of: member), at: member.position, first: first, &diagnostics) }
        decoded = DecodedMemberName(known: number, name: name, position: member.position, isRepeated: first != nil)
        return true
    }
}

/// Walks the members of an object whose names are data (languages, plural categories, devices,
/// substitution names): every name comes as a `String`, and its repeats are found as `String`s
/// compare. See ``MemberWalk``.
struct OpenMemberWalk {
    private var names = MemberNameTracker()

    @inline(__always)
    mutating func next(
        _ reader: inout JSONReader, _ diagnostics: inout [CatalogDiagnostic], into decoded: inout DecodedMemberName
    ) throws(JSONSyntaxError) -> Bool {
        guard let member = try reader.nextMemberName() else { return false }
        let name = reader.string(of: member)
        let first = names.insert(name, at: member.position)
        if let first { reportRepeat(name, at: member.position, first: first, &diagnostics) }
        decoded = DecodedMemberName(known: DecodedMemberName.unknownName, name: name, position: member.position, isRepeated: first != nil)
        return true
    }
}

/// A ``MemberNameTracker`` kept out of line.
final class NameTrackerBox {
    var tracker = MemberNameTracker()
}

private func reportRepeat(_ name: String, at position: SourcePosition, first: SourcePosition, _ diagnostics: inout [CatalogDiagnostic]) {
    diagnostics.append(CatalogDiagnostic(
        .duplicateKey, .warning,
        "the member \(quoted(name)) occurs twice in one object (first at \(first)); the later one is used",
        at: position))
}

extension CatalogDecoder {
    /// The position of the next value, after white space, when it is of `kind`. When it is not,
    /// records a `catalog-schema` error at the value, skips it and returns `nil`.
    ///
    /// `what` names the value for the message; it is only built when the message is.
    @inline(__always)
    mutating func start(
        of kind: JSONValueKind, _ what: @autoclosure () -> String, _ reader: inout JSONReader
    ) throws(JSONSyntaxError) -> SourcePosition? {
        let found = try reader.peekKind()
        let position = reader.position
        if found == kind { return position }
        schemaError("expected \(what()) to be \(kind.phrase), found \(found.phrase)", at: position)
        try reader.skipValue()
        return nil
    }

    /// Reads a string field, or records a schema error and returns `nil`.
    mutating func decodeString(_ name: @autoclosure () -> String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> CatalogString? {
        guard let position = try start(of: .string, Self.quotedName(name()), &reader) else { return nil }
        return CatalogString(try reader.readString(), at: position)
    }

    /// `'name'` for a member name; a phrase such as "an element of 'values'" stays as it is.
    private static func quotedName(_ name: String) -> String {
        name.hasPrefix("an ") ? name : "'\(name)'"
    }

    /// Reads a `true`/`false` field, or records a schema error and returns `nil`.
    mutating func decodeBool(_ name: @autoclosure () -> String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> Bool? {
        guard try start(of: .bool, "'\(name())'", &reader) != nil else { return nil }
        return try reader.readBool()
    }

    /// Reads a `state` field as a translation state, or records a schema error and returns `nil`.
    /// The states Xcode writes are matched on their bytes.
    mutating func decodeTranslationState(_ reader: inout JSONReader) throws(JSONSyntaxError) -> TranslationState? {
        guard try start(of: .string, "'state'", &reader) != nil else { return nil }
        let (start, end, unescaped) = try reader.readStringToken()
        if reader.text(start, end, unescaped, is: "translated") { return .translated }
        if reader.text(start, end, unescaped, is: "new") { return .new }
        if reader.text(start, end, unescaped, is: "needs_review") { return .needsReview }
        return TranslationState(rawValue: unescaped ?? reader.makeString(start, end))
    }

    /// Reads an `extractionState` field, or records a schema error and returns `nil`.
    mutating func decodeExtractionState(_ reader: inout JSONReader) throws(JSONSyntaxError) -> ExtractionState? {
        guard try start(of: .string, "'extractionState'", &reader) != nil else { return nil }
        let (start, end, unescaped) = try reader.readStringToken()
        if reader.text(start, end, unescaped, is: "manual") { return .manual }
        if reader.text(start, end, unescaped, is: "extracted_with_value") { return .extractedWithValue }
        return ExtractionState(rawValue: unescaped ?? reader.makeString(start, end))
    }
}
