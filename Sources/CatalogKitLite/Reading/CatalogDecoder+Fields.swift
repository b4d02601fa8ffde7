// Small helpers shared by every level of the decoder.

extension CatalogDecoder {
    /// The position of the next value, after white space.
    func positionOfNextValue(_ reader: inout JSONReader) throws(JSONSyntaxError) -> SourcePosition {
        _ = try reader.peekKind()
        return reader.position
    }

    /// Checks the kind of the next value. When it is not `kind`, records a `catalog-schema` error at
    /// the value, skips it and returns `false`.
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
    mutating func forEachMember(
        _ reader: inout JSONReader,
        _ body: (inout CatalogDecoder, inout JSONReader, String, SourcePosition) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        try reader.beginObject()
        var names = MemberNameTracker()
        while let (name, position) = try reader.nextMember() {
            if let first = names.insert(name, at: position) {
                diagnostics.append(CatalogDiagnostic(
                    .duplicateKey, .warning,
                    "the member \(quoted(name)) occurs twice in one object (first at \(first)); the later one is used",
                    at: position))
            }
            try body(&self, &reader, name, position)
        }
    }

    /// Reads a string field, or records a schema error and returns `nil`.
    mutating func decodeString(_ name: String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> CatalogString? {
        guard try expect(.string, name.hasPrefix("an ") ? name : "'\(name)'", &reader) else { return nil }
        let position = reader.position
        return CatalogString(try reader.readString(), at: position)
    }

    /// Reads a `true`/`false` field, or records a schema error and returns `nil`.
    mutating func decodeBool(_ name: String, _ reader: inout JSONReader) throws(JSONSyntaxError) -> Bool? {
        guard try expect(.bool, "'\(name)'", &reader) else { return nil }
        return try reader.readBool()
    }
}
