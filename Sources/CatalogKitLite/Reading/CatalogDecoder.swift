/// Builds a ``Catalog`` straight from a ``JSONReader``, with no intermediate tree.
///
/// Syntax errors end the read (the JSON is unusable); shape errors (`catalog-schema`) are recorded
/// with the position of the offending value, the value is skipped, and the rest of the catalog is read.
struct CatalogDecoder {
    /// How deep variations and substitutions may nest inside each other. Xcode writes at most
    /// device → plural and substitution → plural; anything deeper is skipped with an error, which keeps
    /// the decoder's recursion bounded whatever the file holds.
    static let maximumContentDepth = 6
    /// The first `major` of the format versions this tool knows.
    static let knownMajorVersions: Set<String> = ["1"]

    var diagnostics: [CatalogDiagnostic] = []
    var contentDepth = 0
    /// The buffer the bytes are in, when the decoder may give the pages it has passed back.
    var buffer: FileBuffer?

    mutating func schemaError(_ message: String, at position: SourcePosition) {
        diagnostics.append(CatalogDiagnostic(.catalogSchema, .error, message, at: position))
    }

    /// Reads the whole document. Returns `nil` when the top-level value is not an object.
    mutating func decodeCatalog(_ reader: inout JSONReader, path: String) throws(JSONSyntaxError) -> Catalog? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "the catalog", &reader) else {
            try reader.finish()
            return nil
        }
        var sourceLanguage: CatalogString?
        var version: CatalogString?
        var entries: [CatalogEntry] = []
        var sawStrings = false
        var unknown: [JSONMember] = []
        try forEachMember(&reader) { decoder, reader, name, namePosition throws(JSONSyntaxError) in
            switch name {
            case "sourceLanguage":
                sourceLanguage = try decoder.decodeString(name, &reader) ?? sourceLanguage
            case "version":
                version = try decoder.decodeString(name, &reader) ?? version
            case "strings":
                sawStrings = true
                entries = try decoder.decodeStrings(&reader)
            default:
                unknown.append(JSONMember(name: name, namePosition: namePosition, value: try reader.readValue()))
            }
        }
        try reader.finish()
        if sourceLanguage == nil { schemaError("the catalog has no 'sourceLanguage'; \"en\" is assumed", at: start) }
        if !sawStrings { schemaError("the catalog has no 'strings'", at: start) }
        checkVersion(version, catalogStart: start)
        return Catalog(
            path: path, sourceLanguage: sourceLanguage?.text ?? "en", version: version?.text,
            entries: entries, unknownFields: unknown)
    }

    private mutating func checkVersion(_ version: CatalogString?, catalogStart: SourcePosition) {
        guard let version else {
            schemaError("the catalog has no 'version'", at: catalogStart)
            return
        }
        let parts = version.text.split(separator: ".", omittingEmptySubsequences: false)
        let isMajorMinor = parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        if !isMajorMinor {
            diagnostics.append(CatalogDiagnostic(
                .unknownVersion, .warning,
                "the catalog version \(quoted(version.text)) is not of the form major.minor; it is read as version 1",
                at: version.position))
        } else if !Self.knownMajorVersions.contains(String(parts[0])) {
            diagnostics.append(CatalogDiagnostic(
                .unknownVersion, .warning,
                "the catalog version \(quoted(version.text)) is newer than the versions this tool knows (1.x); it is read as version 1",
                at: version.position))
        }
    }

    /// Reads `strings`: every key in file order; a repeated key replaces the earlier one in its place.
    private mutating func decodeStrings(_ reader: inout JSONReader) throws(JSONSyntaxError) -> [CatalogEntry] {
        guard try expect(.object, "'strings'", &reader) else { return [] }
        var entries: [CatalogEntry] = []
        var indexByKey: [String: Int] = [:]
        try reader.beginObject()
        while let (key, keyPosition) = try reader.nextMember() {
            defer { buffer?.release(before: reader.index) }
            guard let entry = try decodeEntry(key: key, keyPosition: keyPosition, &reader) else { continue }
            if let earlier = indexByKey[key] {
                diagnostics.append(CatalogDiagnostic(
                    .duplicateKey, .warning,
                    "the key \(quoted(key)) is defined twice (first at \(entries[earlier].keyPosition)); the later definition is used",
                    at: keyPosition))
                entries[earlier] = entry
            } else {
                indexByKey[key] = entries.count
                entries.append(entry)
            }
        }
        return entries
    }

    private mutating func decodeEntry(key: String, keyPosition: SourcePosition, _ reader: inout JSONReader) throws(JSONSyntaxError) -> CatalogEntry? {
        let start = try positionOfNextValue(&reader)
        guard try expect(.object, "the entry \(quoted(key))", &reader) else { return nil }
        var entry = CatalogEntry(key: key, keyPosition: keyPosition, position: start)
        try forEachMember(&reader) { decoder, reader, name, namePosition throws(JSONSyntaxError) in
            switch name {
            case "comment":
                entry.comment = try decoder.decodeString(name, &reader)
            case "extractionState":
                entry.extractionState = try decoder.decodeString(name, &reader).map { ExtractionState(rawValue: $0.text) }
            case "shouldTranslate":
                entry.shouldTranslate = try decoder.decodeBool(name, &reader) ?? true
            case "isCommentAutoGenerated":
                entry.isCommentAutoGenerated = try decoder.decodeBool(name, &reader)
            case "generatesSymbol":
                entry.generatesSymbol = try decoder.decodeBool(name, &reader)
            case "localizations":
                entry.localizations = try decoder.decodeLocalizations(&reader)
            default:
                entry.unknownFields.append(JSONMember(name: name, namePosition: namePosition, value: try reader.readValue()))
            }
        }
        return entry
    }

    private mutating func decodeLocalizations(_ reader: inout JSONReader) throws(JSONSyntaxError) -> [Localization] {
        guard try expect(.object, "'localizations'", &reader) else { return [] }
        var localizations: [Localization] = []
        try forEachMember(&reader) { decoder, reader, language, languagePosition throws(JSONSyntaxError) in
            guard let content = try decoder.decodeContent("the localization \(quoted(language))", &reader) else { return }
            let localization = Localization(language: language, languagePosition: languagePosition, content: content)
            if let earlier = localizations.firstIndex(where: { $0.language == language }) {
                localizations[earlier] = localization
            } else {
                localizations.append(localization)
            }
        }
        return localizations
    }
}
