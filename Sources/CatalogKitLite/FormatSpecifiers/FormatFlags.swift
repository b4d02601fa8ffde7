/// The flags of a printf-style specifier, the characters `-+ #0'` between `%` (or `n$`) and the width.
public struct FormatFlags: OptionSet, Sendable, Hashable {
    /// The bit set of flags.
    public let rawValue: UInt8

    /// Creates a flag set from its raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `-`: left-justify within the width.
    public static let leftJustify = FormatFlags(rawValue: 1 << 0)
    /// `+`: always print a sign.
    public static let sign = FormatFlags(rawValue: 1 << 1)
    /// ` ` (space): print a space where a plus sign would go.
    ///
    /// Real catalogs almost never use it on purpose; its presence is the mark of a literal percent sign
    /// followed by a space and a letter (`50% off`, `50 % der`).
    public static let space = FormatFlags(rawValue: 1 << 2)
    /// `#`: alternate form (`0x` prefix, trailing zeros kept).
    public static let alternate = FormatFlags(rawValue: 1 << 3)
    /// `0`: pad with zeros instead of spaces.
    public static let zeroPad = FormatFlags(rawValue: 1 << 4)
    /// `'`: group thousands.
    public static let thousandsGrouping = FormatFlags(rawValue: 1 << 5)

    /// Maps a byte to its flag, or `nil` if the byte is not a flag character.
    init?(byte: UInt8) {
        switch byte {
        case UInt8(ascii: "-"): self = .leftJustify
        case UInt8(ascii: "+"): self = .sign
        case UInt8(ascii: " "): self = .space
        case UInt8(ascii: "#"): self = .alternate
        case UInt8(ascii: "0"): self = .zeroPad
        case UInt8(ascii: "'"): self = .thousandsGrouping
        default: return nil
        }
    }

    /// The flags as written in canonical order, e.g. `"-0"`.
    var spelling: String {
        let ordered: [(FormatFlags, Character)] = [
            (.leftJustify, "-"), (.sign, "+"), (.space, " "), (.alternate, "#"), (.zeroPad, "0"),
            (.thousandsGrouping, "'"),
        ]
        return String(ordered.filter { contains($0.0) }.map(\.1))
    }
}
