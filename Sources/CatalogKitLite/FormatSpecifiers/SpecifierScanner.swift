/// Reads the construct that starts at one `%` of a UTF-8 byte array.
///
/// It works on bytes because every character of the grammar is ASCII, and a byte below 0x80 is never part
/// of a multi-byte UTF-8 sequence, so offsets found here always fall on Unicode scalar boundaries.
/// It never recurses and reads each byte at most twice (the `n$` look-ahead re-reads its digits), so a
/// string is scanned in linear time whatever it contains.
struct SpecifierScanner {
    private let bytes: [UInt8]
    private var offset: Int
    /// The first problem met; later ones are not reported, as they are usually consequences.
    private var problem: MalformedSpecifier?

    private init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Scans the construct whose `%` is at `start`; returns it and the offset just past it.
    ///
    /// A malformed construct ends after the characters the grammar accepted, plus an unknown ASCII
    /// conversion letter if there is one, so a diagnostic can point at `%5` or `%k` as a whole.
    static func scan(_ bytes: [UInt8], percentAt start: Int) -> (construct: ScannedFormatConstruct, end: Int) {
        var scanner = SpecifierScanner(bytes: bytes, offset: start + 1)
        let construct = scanner.scanAfterPercent()
        return (construct, scanner.offset)
    }

    // MARK: - Grammar

    private mutating func scanAfterPercent() -> ScannedFormatConstruct {
        guard let first = peek() else { return .malformed(.incomplete) }
        if first == FormatASCII.percent {
            offset += 1
            return .escapedPercent
        }
        // `%arg` would otherwise lex as `%a` (hex float) followed by "rg".
        if peek() == UInt8(ascii: "a"), peek(1) == UInt8(ascii: "r"), peek(2) == UInt8(ascii: "g") {
            offset += 3
            return .argumentPlaceholder
        }
        let position = scanPosition()
        // `#` is also a flag; the catalog-only `#@name@` must win over `%#@` read as flag plus object.
        if peek() == UInt8(ascii: "#"), peek(1) == FormatASCII.at {
            return scanSubstitution(position: position)
        }
        let flags = scanFlags()
        let width = scanFieldSize()
        var precision: FormatFieldSize?
        if peek() == UInt8(ascii: ".") {
            offset += 1
            precision = scanFieldSize() ?? .fixed(0)
        }
        let lengthModifier = scanLengthModifier()
        guard let byte = peek() else { return .malformed(problem ?? .incomplete) }
        guard let conversion = FormatConversion(byte: byte) else {
            guard FormatASCII.isLetter(byte) else { return .malformed(problem ?? .incomplete) }
            offset += 1
            return .malformed(problem ?? .unknownConversion(Character(Unicode.Scalar(byte))))
        }
        offset += 1
        if let problem { return .malformed(problem) }
        return .specifier(
            FormatSpecifier(
                position: position, flags: flags, width: width, precision: precision,
                lengthModifier: lengthModifier, conversion: conversion))
    }

    /// Reads `n$` if the digits at the cursor are followed by `$`; otherwise leaves the cursor alone,
    /// because the same digits are then a `0` flag and a width.
    private mutating func scanPosition() -> Int? {
        let start = offset
        let number = scanNumber(limit: FormatSpecifier.maximumArgumentIndex)
        guard let number, peek() == FormatASCII.dollar else {
            offset = start
            return nil
        }
        offset += 1
        return validatedIndex(number)
    }

    private mutating func scanSubstitution(position: Int?) -> ScannedFormatConstruct {
        offset += 2
        let nameStart = offset
        // Stopping at `%` keeps "%#@%#@%#@…" linear: no name scan ever crosses another construct.
        while let byte = peek(), byte != FormatASCII.at, byte != FormatASCII.percent, byte >= 0x20,
            byte != 0x7F
        {
            offset += 1
        }
        guard peek() == FormatASCII.at else { return .malformed(problem ?? .unterminatedSubstitution) }
        guard offset > nameStart else { return .malformed(problem ?? .emptySubstitutionName) }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        offset += 1
        if let problem { return .malformed(problem) }
        return .substitution(SubstitutionReference(name: name, position: position))
    }

    private mutating func scanFlags() -> FormatFlags {
        var flags: FormatFlags = []
        while let byte = peek(), let flag = FormatFlags(byte: byte) {
            flags.insert(flag)
            offset += 1
        }
        return flags
    }

    /// Reads a width or precision: digits, `*` or `*n$`; `nil` if none is there.
    private mutating func scanFieldSize() -> FormatFieldSize? {
        if peek() == UInt8(ascii: "*") {
            offset += 1
            let afterStar = offset
            let number = scanNumber(limit: FormatSpecifier.maximumArgumentIndex)
            if let number, peek() == FormatASCII.dollar {
                offset += 1
                return .argument(position: validatedIndex(number))
            }
            offset = afterStar
            return .argument(position: nil)
        }
        guard let number = scanNumber(limit: FormatSpecifier.maximumFieldSize) else { return nil }
        if number.exceedsLimit { record(.numberTooLarge(limit: FormatSpecifier.maximumFieldSize)) }
        return .fixed(number.value)
    }

    private mutating func scanLengthModifier() -> LengthModifier? {
        guard let byte = peek() else { return nil }
        let modifier: LengthModifier
        switch byte {
        case UInt8(ascii: "h"): modifier = peek(1) == UInt8(ascii: "h") ? .char : .short
        case UInt8(ascii: "l"): modifier = peek(1) == UInt8(ascii: "l") ? .longLong : .long
        case UInt8(ascii: "q"): modifier = .quad
        case UInt8(ascii: "z"): modifier = .size
        case UInt8(ascii: "t"): modifier = .pointerDifference
        case UInt8(ascii: "j"): modifier = .maximum
        case UInt8(ascii: "L"): modifier = .longDouble
        default: return nil
        }
        offset += modifier.rawValue.utf8.count
        return modifier
    }

    // MARK: - Helpers

    /// Reads a run of ASCII digits. The value stops growing once it passes `limit`, so 10,000 digits
    /// neither overflow nor cost more than reading them.
    private mutating func scanNumber(limit: Int) -> (value: Int, exceedsLimit: Bool)? {
        let start = offset
        var value = 0
        var exceedsLimit = false
        while let byte = peek(), isDigit(byte) {
            if !exceedsLimit {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                exceedsLimit = value > limit
            }
            offset += 1
        }
        return offset > start ? (value, exceedsLimit) : nil
    }

    /// Checks an argument index read from `n$` or `*n$`, recording zero or too large as the problem.
    private mutating func validatedIndex(_ number: (value: Int, exceedsLimit: Bool)) -> Int? {
        if number.exceedsLimit {
            record(.numberTooLarge(limit: FormatSpecifier.maximumArgumentIndex))
            return nil
        }
        if number.value == 0 {
            record(.zeroArgumentIndex)
            return nil
        }
        return number.value
    }

    private mutating func record(_ newProblem: MalformedSpecifier) {
        if problem == nil { problem = newProblem }
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        let index = offset + ahead
        return index < bytes.count ? bytes[index] : nil
    }
}
