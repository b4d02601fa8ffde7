/// Splits a catalog value into literal text and `%` constructs.
///
/// The tokenizer knows the printf grammar, `%%`, and the catalog-only `%#@name@` and `%arg`; it does not
/// know which substitutions exist or whether the string will be formatted. `ArgumentSignature` adds that.
/// A token between two percent signs (`%OS_MAJOR%`) is text the app replaces itself where nothing else
/// in the text is an argument; beside one (`%@ of %APP_NAME%`) the formatter reads its `%A`, and so does
/// the tokenizer.
public enum FormatTokenizer {
    /// Tokenizes `text` in one linear pass (two where a template token stands beside an argument); never fails.
    ///
    /// - Parameters:
    ///   - text: A string value from a catalog (a `stringUnit` value or a plural branch).
    ///   - isFormatted: Whether the text is known to go through a formatter (a substitution's branch,
    ///     pasted into its formatted string): then a template token is read as the formatter reads it.
    /// - Returns: Tokens that cover `text` completely and in order; adjacent text forms one `.text` token.
    public static func tokenize(_ text: String, isFormatted: Bool = false) -> [FormatToken] {
        // Most values hold no `%`: one text token, found without copying the bytes.
        if isPlainText(text) {
            guard !text.isEmpty else { return [] }
            return [FormatToken(kind: .text, range: text.startIndex..<text.endIndex, utf8Range: 0..<text.utf8.count)]
        }
        let bytes = Array(text.utf8)
        let first = tokens(of: text, bytes: bytes, templatesAreText: !isFormatted)
        guard first.readTemplates, containsArguments(first.tokens) else { return first.tokens }
        return tokens(of: text, bytes: bytes, templatesAreText: false).tokens
    }

    /// The tokens of a text with a `%`, and whether a template token was read as text.
    private static func tokens(of text: String, bytes: [UInt8], templatesAreText: Bool) -> (tokens: [FormatToken], readTemplates: Bool) {
        var tokens: [FormatToken] = []
        var indexes = FormatIndexWalker(text)
        var textStart = 0
        var cursor = 0
        var readTemplates = false
        while let percent = nextPercent(in: bytes, from: cursor) {
            // `%OS_MAJOR%` is text the app replaces itself, left in the running text.
            if templatesAreText, let end = templateTokenEnd(in: bytes, percentAt: percent) {
                cursor = end
                readTemplates = true
                continue
            }
            let (construct, end) = SpecifierScanner.scan(bytes, percentAt: percent)
            if textStart < percent {
                tokens.append(indexes.token(.text, textStart..<percent))
            }
            let kind = tokenKind(for: construct, in: bytes, from: percent, to: end)
            tokens.append(indexes.token(kind, percent..<end))
            textStart = end
            cursor = end
        }
        if textStart < bytes.count {
            tokens.append(indexes.token(.text, textStart..<bytes.count))
        }
        return (tokens, readTemplates)
    }

    /// Whether `text` certainly holds no `%` construct: it has no `%` byte (answered from contiguous
    /// storage; `false` when there is none to read, so the caller takes the full path).
    static func isPlainText(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { ByteScan.firstMatch(in: $0, marks: { exactByteMarks($0, equalTo: 0x25) }, test: { $0 == 0x25 }) == nil } == true
    }

    /// Whether any token stands for an argument (see `FormatToken.Kind.isArgument`).
    ///
    /// A string without arguments is usually shown as written, never formatted, so its `%` signs are text.
    public static func containsArguments(_ tokens: [FormatToken]) -> Bool {
        tokens.contains { $0.kind.isArgument }
    }

    // MARK: - Helpers

    /// The end of a template token between two percent signs that starts at `percent`: capitals,
    /// digits and underscores, two at least and a capital first (`%OS_MAJOR%`, `%APP_NAME%`), as an
    /// app writes the tokens it replaces itself (Unagent's user-agent help, whose `%O` was read as a
    /// specifier in every language of its catalog, 62nd study); `nil` for anything else (`%@`, `%X%`, `%d%%`).
    static func templateTokenEnd(in bytes: [UInt8], percentAt percent: Int) -> Int? {
        let isCapital = { (byte: UInt8) in byte &- UInt8(ascii: "A") < 26 }
        var index = percent + 1
        guard index < bytes.count, isCapital(bytes[index]) else { return nil }
        while index < bytes.count, isCapital(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
            index += 1
        }
        guard index - percent - 1 >= 2, index < bytes.count, bytes[index] == FormatASCII.percent else { return nil }
        return index + 1
    }

    private static func nextPercent(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == FormatASCII.percent { return index }
            index += 1
        }
        return nil
    }

    private static func tokenKind(
        for construct: ScannedFormatConstruct, in bytes: [UInt8], from start: Int, to end: Int
    ) -> FormatToken.Kind {
        switch construct {
        case .escapedPercent: return .escapedPercent
        case .argumentPlaceholder: return .argumentPlaceholder
        case .substitution(let reference): return .substitution(reference)
        case .malformed(let reason): return .malformed(reason)
        case .specifier(let specifier):
            return isProbableLiteralPercent(specifier, in: bytes, from: start, to: end)
                ? .probableLiteralPercent(specifier) : .specifier(specifier)
        }
    }

    /// The literal-percent heuristic described at `FormatToken.Kind.probableLiteralPercent`.
    private static func isProbableLiteralPercent(
        _ specifier: FormatSpecifier, in bytes: [UInt8], from start: Int, to end: Int
    ) -> Bool {
        // "50% off", "50 % der", "zu 100% genau": the space flag.
        if specifier.flags.contains(.space) { return true }
        // "50%ige", "10%off": a number, a bare `%x`, and the rest of a word.
        guard specifier.isBare, specifier.conversion.isLetter, start > 0,
            isDigit(bytes[start - 1])
        else { return false }
        return letterStarts(in: bytes, at: end)
    }

    /// Whether a letter (of any script) starts at byte `offset`.
    private static func letterStarts(in bytes: [UInt8], at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        if bytes[offset] < 0x80 { return FormatASCII.isLetter(bytes[offset]) }
        let scalarBytes = bytes[offset..<min(offset + 4, bytes.count)]
        guard let scalar = String(decoding: scalarBytes, as: UTF8.self).unicodeScalars.first else {
            return false
        }
        return scalar.properties.isAlphabetic
    }
}
