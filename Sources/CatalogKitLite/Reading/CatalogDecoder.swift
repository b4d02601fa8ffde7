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
    var keptLanguages: Set<String>? {
        didSet { languageDecisions = [] }
    }
    /// What `keptLanguages` says of each language tag met so far, while they are few: kept (`nil`)
    /// or the bit it is left out with. Every entry names the same few languages, and a look-up in
    /// `keptLanguages` lowers a tag that is not there for a second try.
    var languageDecisions: [(language: String, omittedBit: UInt64?)] = []
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
    /// The threads that may decode `strings`; more than one decodes a large one in pieces.
    var jobs = 1
    /// From what size `strings` is decoded in pieces, and how small a piece may be (tests make
    /// them small).
    var pieceSizes = PieceSizes()

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

    /// Whether `kept` leaves out `language`, and its bit if so (see ``languageDecisions``).
    mutating func omittedBitIfLeftOut(_ language: String, kept: Set<String>) -> UInt64? {
        for decision in languageDecisions where decision.language == language { return decision.omittedBit }
        let bit = LanguageSelection.keeps(language, in: kept) ? nil : omittedBit(of: language)
        if languageDecisions.count < 16 { languageDecisions.append((language, bit)) }
        return bit
    }

    /// The mask bit of a language left out, given it the first time; 0 (and `tooManyOmitted`)
    /// past 64 languages.
    mutating func omittedBit(of language: String) -> UInt64 {
        if let known = omittedLanguageBits[language] { return 1 << UInt64(known) }
        guard omittedLanguageBits.count < 64 else {
            tooManyOmitted = true
            return 0
        }
        let bit = omittedLanguageBits.count
        omittedLanguageBits[language] = bit
        return 1 << UInt64(bit)
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
        while try members.next(CatalogMember.self, &reader, &diagnostics, into: &member) {
            switch CatalogMember(rawValue: member.known) {
            case .sourceLanguage?:
                sourceLanguage = try decodeString("sourceLanguage", &reader) ?? sourceLanguage
            case .version?:
                version = try decodeString("version", &reader) ?? version
            case .strings?:
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
        // Only white space may follow (`finish` checks); whether it holds a line break is all the
        // writer needs of it. The pages after the reader's place are never given back.
        let endsWithNewline = reader.bytes[reader.index...].contains(UInt8(ascii: "\n"))
        try reader.finish()
        if sourceLanguage == nil { schemaError("the catalog has no 'sourceLanguage'; \"en\" is assumed", at: start) }
        if !sawStrings { schemaError("the catalog has no 'strings'", at: start) }
        checkVersion(version, catalogStart: start)
        var catalog = Catalog(
            path: path, sourceLanguage: sourceLanguage?.text ?? "en", version: version?.text,
            entries: entries, unknownFields: unknown, omittedLanguages: omittedLanguages)
        catalog.endsWithNewline = endsWithNewline
        catalog.escapedStrings = Dictionary(
            reader.escapedStrings.map { ($0.quoteOffset, $0.escapes) }, uniquingKeysWith: { _, later in later })
        reader.escapedStrings = []
        return catalog
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
        // Xcode writes roughly 250 to 1,000 bytes per key with a few languages: a guess that spares
        // most of the rehashing as the table grows.
        var keyed = KeyedEntries(expectedCount: (reader.bytes.count - reader.index) / 1_024)
        // A repeated `strings` member replaces the earlier one, masks and all.
        omittedMasks = []
        try reader.beginObject()
        if jobs > 1, let pieces = decodeStringsInPieces(&reader) {
            for piece in pieces { try add(piece, to: &keyed) }
            buffer?.release(before: reader.index)
            return keyed.entries
        }
        while let member = try reader.nextMemberName() {
            defer { buffer?.release(before: reader.index) }
            guard let (entry, omitted) = try decodeMember(member, &reader) else { continue }
            add(entry, omitted: omitted, to: &keyed)
        }
        return keyed.entries
    }

    /// Decodes the entry of a member of `strings` whose name was just read, with the languages
    /// left out of it; `nil` when the value is no entry (reported).
    mutating func decodeMember(_ member: MemberName, _ reader: inout JSONReader) throws(JSONSyntaxError) -> (CatalogEntry, UInt64)? {
        entryOmitted = 0
        guard let entry = try decodeEntry(key: reader.string(of: member), keyPosition: member.position, &reader) else { return nil }
        return (entry, entryOmitted)
    }

    /// The entries of `strings` so far, in file order, and where each key is.
    struct KeyedEntries {
        var entries: [CatalogEntry] = []
        var indexByKey: [String: Int] = [:]

        init(expectedCount: Int) {
            indexByKey.reserveCapacity(expectedCount)
        }
    }

    /// Adds an entry decoded from `strings`, with the languages left out of it: a repeated key
    /// replaces the earlier definition in its place, with a warning.
    private mutating func add(_ entry: CatalogEntry, omitted: UInt64, to keyed: inout KeyedEntries) {
        // One lookup for a new key, the usual case; a repeated one puts its first index back.
        if let earlier = keyed.indexByKey.updateValue(keyed.entries.count, forKey: entry.key) {
            keyed.indexByKey[entry.key] = earlier
            diagnostics.append(CatalogDiagnostic(
                .duplicateKey, .warning,
                "the key \(quoted(entry.key)) is defined twice (first at \(keyed.entries[earlier].keyPosition)); the later definition is used",
                at: entry.keyPosition))
            keyed.entries[earlier] = entry
            if keptLanguages != nil { omittedMasks[earlier] = omitted }
        } else {
            keyed.entries.append(entry)
            if keptLanguages != nil { omittedMasks.append(omitted) }
        }
    }

    /// Adds what a piece of `strings` decoded on its own (see ``decodeStringsInPieces(_:)``), as if
    /// this decoder had decoded it: its diagnostics, its entries, and its languages left out, whose
    /// bits are renumbered as this decoder numbers them (in the order it first meets them).
    private mutating func add(_ piece: Piece, to keyed: inout KeyedEntries) throws(JSONSyntaxError) {
        if case .failed(let error) = piece.end { throw error }
        diagnostics += piece.decoder.diagnostics
        tooManyOmitted = tooManyOmitted || piece.decoder.tooManyOmitted
        var bits: [(local: UInt64, global: UInt64)] = []
        for (language, local) in piece.decoder.omittedLanguageBits.sorted(by: { $0.value < $1.value }) {
            bits.append((1 << UInt64(local), omittedBit(of: language)))
        }
        for (index, entry) in piece.entries.enumerated() {
            var omitted: UInt64 = 0
            if keptLanguages != nil {
                let local = piece.decoder.omittedMasks[index]
                for bit in bits where local & bit.local != 0 { omitted |= bit.global }
            }
            add(entry, omitted: omitted, to: &keyed)
        }
    }

    private mutating func decodeEntry(key: String, keyPosition: SourcePosition, _ reader: inout JSONReader) throws(JSONSyntaxError) -> CatalogEntry? {
        guard let start = try start(of: .object, "the entry \(quoted(key))", &reader) else { return nil }
        var entry = CatalogEntry(key: key, keyPosition: keyPosition, position: start)
        try reader.beginObject()
        var members = MemberWalk()
        var member = DecodedMemberName()
        while try members.next(EntryMember.self, &reader, &diagnostics, into: &member) {
            switch EntryMember(rawValue: member.known) {
            case .comment? where try reader.peekKind() == .null:
                // `"comment": null` (Mammoth's catalog, 400 of them): no comment, as Xcode reads it;
                // kept as written, so that a rewrite loses no byte.
                entry.unknownFields.append(JSONMember(name: "comment", namePosition: member.position, value: try reader.readValue()))
            case .comment?:
                entry.comment = try decodeString("comment", &reader)
            case .extractionState?:
                entry.extractionState = try decodeExtractionState(&reader)
            case .shouldTranslate?:
                entry.shouldTranslate = try decodeBool("shouldTranslate", &reader) ?? true
            case .isCommentAutoGenerated?:
                entry.isCommentAutoGenerated = try decodeBool("isCommentAutoGenerated", &reader)
            case .generatesSymbol?:
                entry.generatesSymbol = try decodeBool("generatesSymbol", &reader)
            case .localizations?:
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
            if let keptLanguages, let bit = omittedBitIfLeftOut(language, kept: keptLanguages) {
                entryOmitted |= bit
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
