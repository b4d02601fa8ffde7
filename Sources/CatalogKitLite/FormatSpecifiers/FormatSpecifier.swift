/// One printf-style specifier, `%[n$][flags][width][.precision][length]conversion`, taken apart.
///
/// The value does not remember where it came from; the `FormatToken` that carries it has the range.
public struct FormatSpecifier: Sendable, Hashable {
    /// The highest argument index accepted in `n$`, `*n$` and a substitution's `argNum`.
    ///
    /// Real strings use single digits. The cap keeps a pasted number such as `%99999999999999999999$@`
    /// from overflowing or from making a signature allocate room for a billion arguments; anything above
    /// it is reported as `MalformedSpecifier.numberTooLarge`.
    public static let maximumArgumentIndex = 1_000

    /// The highest width or precision accepted; anything above it is `MalformedSpecifier.numberTooLarge`.
    public static let maximumFieldSize = 10_000

    /// The 1-based argument index written as `n$`, or `nil` for a specifier that takes the next argument.
    public var position: Int?
    /// The flags, e.g. `.zeroPad` for `%05d`.
    public var flags: FormatFlags
    /// The minimum field width, or `nil` when none is written.
    public var width: FormatFieldSize?
    /// The precision, or `nil` when no `.` is written.
    public var precision: FormatFieldSize?
    /// The length modifier, e.g. `.longLong` for `%lld`, or `nil` when none is written.
    public var lengthModifier: LengthModifier?
    /// The conversion character.
    public var conversion: FormatConversion

    /// Creates a specifier from its parts.
    public init(
        position: Int? = nil,
        flags: FormatFlags = [],
        width: FormatFieldSize? = nil,
        precision: FormatFieldSize? = nil,
        lengthModifier: LengthModifier? = nil,
        conversion: FormatConversion
    ) {
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.lengthModifier = lengthModifier
        self.conversion = conversion
    }

    /// Parses a complete specifier such as `"%1$lld"`, or a bare type such as `"lld"` or `"@"`.
    ///
    /// The bare form is how a substitution's `formatSpecifier` is written in a catalog. Returns `nil` if
    /// the text is not exactly one valid specifier (trailing characters, `%%`, `%arg`, `%#@name@`).
    public init?(parsing text: String) {
        var bytes = Array(text.utf8)
        if bytes.first != UInt8(ascii: "%") { bytes.insert(UInt8(ascii: "%"), at: 0) }
        let (construct, end) = SpecifierScanner.scan(bytes, percentAt: 0)
        guard end == bytes.count, case .specifier(let specifier) = construct else { return nil }
        self = specifier
    }

    /// The class of argument the conversion reads.
    public var typeClass: ArgumentTypeClass { conversion.typeClass }

    /// The length modifier and conversion, e.g. `"lld"` for `%1$5lld`: the part that decides the type.
    ///
    /// This is the spelling a catalog uses for a substitution's `formatSpecifier`.
    public var typeSpelling: String { (lengthModifier?.rawValue ?? "") + conversion.rawValue }

    /// The specifier written out in canonical form, e.g. `"%1$-5.2lld"`.
    ///
    /// It can differ from the original text in the order of repeated flags; use the token's range to get
    /// the text as written.
    public var canonicalSpelling: String {
        var result = "%"
        if let position { result += "\(position)$" }
        result += flags.spelling
        if let width { result += width.spelling }
        if let precision { result += "." + precision.spelling }
        return result + typeSpelling
    }

    /// Whether the specifier has no position, flags, width, precision or length modifier (`%d`, `%o`).
    var isBare: Bool {
        position == nil && flags.isEmpty && width == nil && precision == nil && lengthModifier == nil
    }
}
