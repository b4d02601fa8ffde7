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
    /// How many localizations the last entry had: room for as many is reserved for the next.
    var localizationCountHint = 0
    /// Which localizations to keep, if not all.
    var languageSelection: LanguageSelection?
    /// The languages kept, once `strings` starts after the source language; `nil` keeps all.
    var keptLanguages: Set<String>?
    /// The source language `keptLanguages` was chosen for.
    var selectedFor: String?
    /// The languages left out so far, each with its bit in the masks below.
    var omittedLanguageBits: [String: Int] = [:]
    /// For each entry of the model, the languages left out of it, as bits: a key defined twice keeps
    /// only its later definition, so only the entries that stay say which languages the file has.
    var omittedMasks: [UInt64] = []
    /// The languages left out of the entry being decoded.
    var entryOmitted: UInt64 = 0
    /// Whether more than 64 languages were left out, more than the masks hold.
    var tooManyOmitted = false

    /// Whether the selection could not be kept to: the source language changed after the selection
    /// was made from it (a repeated `sourceLanguage` member after `strings`), so the model may lack the
    /// final source language's localizations; or more languages were left out than the masks hold.
    /// Then the reader reads the file again without a selection.
    func selectionIsStale(finalSourceLanguage: String) -> Bool {
        tooManyOmitted || (selectedFor.map { $0 != finalSourceLanguage } ?? false)
    }

    /// The languages left out of the entries that stay, sorted.
    var omittedLanguages: [String] {
        let mask = omittedMasks.reduce(0, |)
        return omittedLanguageBits.filter { mask & (1 << UInt64($0.value)) != 0 }.map(\.key).sorted()
    }

    /// Records that the entry being decoded leaves out `language`.
    mutating func omit(_ language: String) {
        let bit: Int
        if let known = omittedLanguageBits[language] {
            bit = known
        } else {
            guard omittedLanguageBits.count < 64 else {
                tooManyOmitted = true
                return
            }
            bit = omittedLanguageBits.count
            omittedLanguageBits[language] = bit
        }
        entryOmitted |= 1 << UInt64(bit)
    }

    mutating func schemaError(_ message: String, at position: SourcePosition) {
        diagnostics.append(CatalogDiagnostic(.catalogSchema, .error, message, at: position))
    }

    /// Reads the whole document. Returns `nil` when the top-level value is not an object.
    mutating func decodeCatalog(_ reader: inout JSONReader, path: String) throws(JSONSyntaxError) -> Catalog? {
        guard let start = try start(of: .object, "the catalog", &reader) else {
            try reader.finish()
            return nil
        }
        var sourceLanguage: CatalogString?
        var version: CatalogString?
        var entries: [CatalogEntry] = []
        var sawStrings = false
        var unknown: [JSONMember] = []
        try reader.beginObject()
        var members = MemberWalk()
        var member = DecodedMemberName()
        while try members.next(CatalogMemberNames.self, &reader, &diagnostics, into: &member) {
            switch member.known {
            case 0:
                sourceLanguage = try decodeString("sourceLanguage", &reader) ?? sourceLanguage
            case 1:
                version = try decodeString("version", &reader) ?? version
            case 2:
                sawStrings = true
                if let selection = languageSelection, let source = sourceLanguage?.text {
                    keptLanguages = selection.kept(sourceLanguage: source)
                    selectedFor = source
                }
                entries = try decodeStrings(&reader)
            default:
                unknown.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
            }
        }
        try reader.finish()
        if sourceLanguage == nil { schemaError("the catalog has no 'sourceLanguage'; \"en\" is assumed", at: start) }
        if !sawStrings { schemaError("the catalog has no 'strings'", at: start) }
        checkVersion(version, catalogStart: start)
        return Catalog(
            path: path, sourceLanguage: sourceLanguage?.text ?? "en", version: version?.text,
            entries: entries, unknownFields: unknown, omittedLanguages: omittedLanguages)
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
        guard try start(of: .object, "'strings'", &reader) != nil else { return [] }
        var entries: [CatalogEntry] = []
        // A repeated `strings` member replaces the earlier one, masks and all.
        omittedMasks = []
        var indexByKey: [String: Int] = [:]
        // Xcode writes roughly 250 to 1,000 bytes per key with a few languages: a guess that spares
        // most of the rehashing as the table grows.
        indexByKey.reserveCapacity((reader.bytes.count - reader.index) / 1_024)
        try reader.beginObject()
        while let member = try reader.nextMemberName() {
            defer { buffer?.release(before: reader.index) }
            let key = reader.string(of: member)
            let keyPosition = member.position
            entryOmitted = 0
            guard let entry = try decodeEntry(key: key, keyPosition: keyPosition, &reader) else { continue }
            // One lookup for a new key, the usual case; a repeated one puts its first index back.
            if let earlier = indexByKey.updateValue(entries.count, forKey: key) {
                indexByKey[key] = earlier
                diagnostics.append(CatalogDiagnostic(
                    .duplicateKey, .warning,
                    "the key \(quoted(key)) is defined twice (first at \(entries[earlier].keyPosition)); the later definition is used",
                    at: keyPosition))
                entries[earlier] = entry
                if keptLanguages != nil { omittedMasks[earlier] = entryOmitted }
            } else {
                entries.append(entry)
                if keptLanguages != nil { omittedMasks.append(entryOmitted) }
            }
        }
        return entries
    }

    private mutating func decodeEntry(key: String, keyPosition: SourcePosition, _ reader: inout JSONReader) throws(JSONSyntaxError) -> CatalogEntry? {
        guard let start = try start(of: .object, "the entry \(quoted(key))", &reader) else { return nil }
        var entry = CatalogEntry(key: key, keyPosition: keyPosition, position: start)
        try reader.beginObject()
        var members = MemberWalk()
        var member = DecodedMemberName()
        while try members.next(EntryMemberNames.self, &reader, &diagnostics, into: &member) {
            switch member.known {
            case 0:
                entry.comment = try decodeString("comment", &reader)
            case 1:
                entry.extractionState = try decodeExtractionState(&reader)
            case 2:
                entry.shouldTranslate = try decodeBool("shouldTranslate", &reader) ?? true
            case 3:
                entry.isCommentAutoGenerated = try decodeBool("isCommentAutoGenerated", &reader)
            case 4:
                entry.generatesSymbol = try decodeBool("generatesSymbol", &reader)
            case 5:
                entry.localizations = try decodeLocalizations(&reader)
            default:
                entry.unknownFields.append(JSONMember(name: member.name, namePosition: member.position, value: try reader.readValue()))
            }
        }
        return entry
    }

    private mutating func decodeLocalizations(_ reader: inout JSONReader) throws(JSONSyntaxError) -> [Localization] {
        guard try start(of: .object, "'localizations'", &reader) != nil else { return [] }
        var localizations: [Localization] = []
        // Entries of one catalog mostly have the same languages: room for as many as the last had.
        localizations.reserveCapacity(localizationCountHint)
        try reader.beginObject()
        var members = OpenMemberWalk()
        var member = DecodedMemberName()
        while try members.next(&reader, &diagnostics, into: &member) {
            let language = member.name
            guard let content = try decodeContent("the localization \(quoted(language))", &reader) else { continue }
            if let keptLanguages, !keptLanguages.contains(language) {
                omit(language)
                continue
            }
            let localization = Localization(language: language, languagePosition: member.position, content: content)
            // Only a repeated name can have an earlier localization to replace.
            if member.isRepeated, let earlier = localizations.firstIndex(where: { $0.language == language }) {
                localizations[earlier] = localization
            } else {
                localizations.append(localization)
            }
        }
        localizationCountHint = localizations.count
        return localizations
    }
}
