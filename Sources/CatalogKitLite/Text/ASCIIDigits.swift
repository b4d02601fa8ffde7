// The bytes of numbers and their names in messages, shared by every reader: JSON, property lists,
// YAML, Swift literals and format specifiers.

/// Whether the byte is an ASCII digit, `0`…`9`.
@inline(__always)
func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

/// The value of an ASCII hexadecimal digit (either case), `nil` for any other byte.
func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

/// `U+00E9` for a scalar value.
func unicodeName(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Two hexadecimal digits for a byte.
func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}

/// Four hexadecimal digits for a UTF-16 code unit.
func hex16(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
}
