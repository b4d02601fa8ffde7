/// The conversion character that ends a printf-style specifier and says how its argument is printed.
///
/// The raw value is the character as written. `D`, `U` and `O` are the obsolete spellings of `ld`, `lu`
/// and `lo`; they read a `long` even without a length modifier.
public enum FormatConversion: String, Sendable, Hashable, CaseIterable {
    /// `@`: an object, printed with its description.
    case object = "@"
    /// `d`: a signed decimal integer.
    case signedDecimal = "d"
    /// `D`: a signed decimal `long` (obsolete spelling of `ld`).
    case longSignedDecimal = "D"
    /// `i`: a signed decimal integer, identical to `d`.
    case integer = "i"
    /// `u`: an unsigned decimal integer.
    case unsignedDecimal = "u"
    /// `U`: an unsigned decimal `long` (obsolete spelling of `lu`).
    case longUnsignedDecimal = "U"
    /// `x`: an unsigned hexadecimal integer, lowercase digits.
    case hexadecimal = "x"
    /// `X`: an unsigned hexadecimal integer, uppercase digits.
    case uppercaseHexadecimal = "X"
    /// `o`: an unsigned octal integer.
    case octal = "o"
    /// `O`: an unsigned octal `long` (obsolete spelling of `lo`).
    case longOctal = "O"
    /// `f`: a floating-point number in fixed notation.
    case decimalFloat = "f"
    /// `F`: like `f`, with uppercase `INF` and `NAN`.
    case uppercaseDecimalFloat = "F"
    /// `e`: a floating-point number in exponent notation.
    case exponentFloat = "e"
    /// `E`: like `e`, with an uppercase `E`.
    case uppercaseExponentFloat = "E"
    /// `g`: a floating-point number in fixed or exponent notation, whichever is shorter.
    case generalFloat = "g"
    /// `G`: like `g`, with an uppercase `E`.
    case uppercaseGeneralFloat = "G"
    /// `a`: a floating-point number in hexadecimal exponent notation.
    case hexadecimalFloat = "a"
    /// `A`: like `a`, with uppercase digits.
    case uppercaseHexadecimalFloat = "A"
    /// `c`: an 8-bit character (passed as `int`).
    case character = "c"
    /// `C`: a 16-bit `unichar`.
    case unicharCharacter = "C"
    /// `s`: a NUL-terminated C string of 8-bit characters.
    case cString = "s"
    /// `S`: a NUL-terminated array of `unichar`.
    case unicharCString = "S"
    /// `p`: a pointer, printed as a hexadecimal address.
    case pointer = "p"

    /// The class of argument this conversion reads.
    public var typeClass: ArgumentTypeClass {
        switch self {
        case .object:
            .object
        case .signedDecimal, .longSignedDecimal, .integer, .unsignedDecimal, .longUnsignedDecimal,
            .hexadecimal, .uppercaseHexadecimal, .octal, .longOctal:
            .integer
        case .decimalFloat, .uppercaseDecimalFloat, .exponentFloat, .uppercaseExponentFloat,
            .generalFloat, .uppercaseGeneralFloat, .hexadecimalFloat, .uppercaseHexadecimalFloat:
            .float
        case .character, .unicharCharacter:
            .character
        case .cString, .unicharCString:
            .cString
        case .pointer:
            .pointer
        }
    }

    /// Whether the conversion character is a letter, i.e. everything except `@`.
    ///
    /// Only a letter can be the first letter of a word that follows a literal percent sign (`50%ige`).
    var isLetter: Bool { self != .object }

    /// Looks a conversion up by its ASCII byte; `nil` for any other byte.
    init?(byte: UInt8) {
        guard byte < 128, let conversion = Self.table[Int(byte)] else { return nil }
        self = conversion
    }

    /// A 128-entry lookup table, so the tokenizer finds a conversion without building a `String`.
    private static let table: [FormatConversion?] = {
        var table = [FormatConversion?](repeating: nil, count: 128)
        for conversion in FormatConversion.allCases {
            for byte in conversion.rawValue.utf8 { table[Int(byte)] = conversion }
        }
        return table
    }()
}
