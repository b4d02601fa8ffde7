// Small helpers shared by every level of the decoder.

/// One member of an object as ``CatalogDecoder/forEachMember(_:known:_:)`` hands it on.
struct DecodedMemberName {
    /// The number of the name in the list of known names, or -1 for another name.
    var known: Int
    /// The name; empty for a known name (the list has it).
    var name: String
    /// Where the name stands.
    var position: SourcePosition
    /// Whether the object had a member of this name before.
    var isRepeated: Bool
}

extension CatalogDecoder {
    /// The position of the next value, after white space.
    func positionOfNextValue(_ reader: inout JSONReader) throws(JSONSyntaxError) -> SourcePosition {
        _ = try reader.peekKind()
        return reader.position
    }

    /// Checks the kind of the next value. When it is not `kind`, records a `catalog-schema` error at
    /// the value, skips it and returns `false`.
    ///
    /// `what` names the value for the message; it is only built when the message is.
    mutating func expect(_ kind: JSONValueKind, _ what: @autoclosure () -> String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> Bool {
        let found = try reader.peekKind()
        if found == kind { return true }
        schemaError("expected \(what()) to be \(kind.phrase), found \(found.phrase)", at: reader.position)
        try reader.skipValue()
        return false
    }

    /// Walks an object's members, reporting repeated member names as `duplicate-key` warnings (the
    /// later member wins, as it does when `body` assigns it).
    ///
    /// Names in `known` (the schema's, all ASCII) are matched on their bytes, without making a
    /// `String`; `body` gets their number. Every other name comes as a `String`.
    @inline(__always)
    mutating func forEachMember(
        _ reader: inout JSONReader, known: [StaticString],
        _ body: (inout CatalogDecoder, inout JSONReader, DecodedMemberName) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try reader.beginObject()
        var names = KnownMemberTracker()
        while let member = try reader.nextMemberName() {
            var number = -1
            for (candidate, word) in known.enumerated() where reader.name(member, is: word) {
                number = candidate
                break
            }
            let name = number >= 0 ? "" : reader.string(of: member)
            let first = number >= 0 ? names.insert(known: number, at: member.position) : names.others.insert(name, at: member.position)
            if let first {
                diagnostics.append(CatalogDiagnostic(
                    .duplicateKey, .warning,
                    "the member \(quoted(reader.string(of: member))) occurs twice in one object (first at \(first)); the later one is used",
                    at: member.position))
            }
            try body(&self, &reader, DecodedMemberName(known: number, name: name, position: member.position, isRepeated: first != nil))
        }
    }

    /// Reads a string field, or records a schema error and returns `nil`.
    mutating func decodeString(_ name: @autoclosure () -> String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> CatalogString? {
        guard try expect(.string, Self.quotedName(name()), &reader) else { return nil }
        let position = reader.position
        return CatalogString(try reader.readString(), at: position)
    }

    /// `'name'` for a member name; a phrase such as "an element of 'values'" stays as it is.
    private static func quotedName(_ name: String) -> String {
        name.hasPrefix("an ") ? name : "'\(name)'"
    }

    /// Reads a `true`/`false` field, or records a schema error and returns `nil`.
    mutating func decodeBool(_ name: @autoclosure () -> String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> Bool? {
        guard try expect(.bool, "'\(name())'", &reader) else { return nil }
        return try reader.readBool()
    }

    /// Reads a `state` field as a translation state, or records a schema error and returns `nil`.
    /// The states Xcode writes are matched on their bytes.
    mutating func decodeTranslationState(_ reader: inout JSONReader) throws(JSONSyntaxError) -> TranslationState? {
        guard try expect(.string, "'state'", &reader) else { return nil }
        let (start, end, unescaped) = try reader.readStringToken()
        if reader.text(start, end, unescaped, is: "translated") { return .translated }
        if reader.text(start, end, unescaped, is: "new") { return .new }
        if reader.text(start, end, unescaped, is: "needs_review") { return .needsReview }
        return TranslationState(rawValue: unescaped ?? reader.makeString(start, end))
    }

    /// Reads an `extractionState` field, or records a schema error and returns `nil`.
    mutating func decodeExtractionState(_ reader: inout JSONReader) throws(JSONSyntaxError) -> ExtractionState? {
        guard try expect(.string, "'extractionState'", &reader) else { return nil }
        let (start, end, unescaped) = try reader.readStringToken()
        if reader.text(start, end, unescaped, is: "manual") { return .manual }
        if reader.text(start, end, unescaped, is: "extracted_with_value") { return .extractedWithValue }
        return ExtractionState(rawValue: unescaped ?? reader.makeString(start, end))
    }
}
