import CatalogKitLite

/// The characters (grapheme clusters) of a text as the tokenizer reads them.
///
/// Each character has a code: its byte when it is one ASCII scalar, `TokenizerText.nonASCII`
/// otherwise. The character classes of the tokenizer answer ASCII codes from a table made by asking
/// the same tests of every ASCII character, so they give the answers of the `Character` tests
/// without making a `Character`. Text that is ASCII without a carriage return ("\r\n" is one
/// character of two bytes) is one character per byte: its codes are its bytes, and its characters
/// and their indices are not stored at all, which spares the walk over grapheme clusters.
///
/// A class: both passes keep it, and a copy of a struct retained each of its arrays.
final class TokenizerText: Sendable {
    /// The text.
    let string: String
    /// For each character, its byte when it is one ASCII scalar, else ``nonASCII``.
    let codes: [UInt8]
    /// The characters that are not one ASCII scalar, at their positions (a stand-in elsewhere); empty
    /// for plain ASCII text, where ``codes`` are the characters.
    private let characters: [Character]
    /// The index in `string` of each character, and the end; empty for plain ASCII text, where the
    /// index of a character is its byte offset.
    private let starts: [String.Index]
    /// The classes of the ASCII characters, read from an instance: a static table would be looked
    /// up through its lazy initialiser at every test.
    private let table: [Classes]

    /// The code of a character that is not one ASCII scalar.
    static let nonASCII: UInt8 = 0x80

    /// Reads a text's characters; `byGraphemes` makes it walk the grapheme clusters even of plain
    /// ASCII text, so that tests can compare the two ways.
    init(_ string: String, byGraphemes: Bool = false) {
        self.string = string
        self.table = Self.asciiClasses
        if !byGraphemes && ByteScan.isPlainASCII(string) {
            self.codes = Array(string.utf8)
            self.characters = []
            self.starts = []
            return
        }
        // One walk over the grapheme clusters for the characters, their codes and where they start.
        // A character of one byte is that ASCII scalar: its code says it, and no Character is made
        // from the text for it (`characters` holds a stand-in, never read).
        var codes: [UInt8] = []
        var characters: [Character] = []
        var starts: [String.Index] = []
        codes.reserveCapacity(string.utf8.count)
        characters.reserveCapacity(string.utf8.count)
        starts.reserveCapacity(string.utf8.count + 1)
        let utf8 = string.utf8
        var index = string.startIndex
        while index < string.endIndex {
            let byte = utf8[index]
            // An ASCII byte other than a carriage return, followed by an ASCII byte or the end, is a
            // character of its own: only non-ASCII scalars join a cluster, and "\r\n" is one.
            let afterByte = utf8.index(after: index)
            let next = byte < Self.nonASCII && byte != 0x0D && (afterByte == utf8.endIndex || utf8[afterByte] < Self.nonASCII)
                ? afterByte : string.index(after: index)
            if byte < Self.nonASCII && utf8.distance(from: index, to: next) == 1 {
                codes.append(byte)
                characters.append(" ")
            } else {
                let character = string[index]
                codes.append(CharacterClass.asciiByte(character) ?? Self.nonASCII)
                characters.append(character)
            }
            starts.append(index)
            index = next
        }
        starts.append(string.endIndex)
        self.codes = codes
        self.characters = characters
        self.starts = starts
    }

    /// The number of characters.
    var count: Int { codes.count }

    /// The character at a position.
    subscript(position: Int) -> Character {
        let code = codes[position]
        return code < Self.nonASCII ? Character(Unicode.Scalar(code)) : characters[position]
    }

    /// The index in the text of the character at a position (`count` gives the end index).
    @inline(__always)
    func index(_ position: Int) -> String.Index {
        starts.isEmpty ? string.utf8.index(string.utf8.startIndex, offsetBy: position) : starts[position]
    }

    /// The text of the characters from `start` up to `end`.
    func text(_ start: Int, _ end: Int) -> Substring { string[index(start)..<index(end)] }

    /// Whether the character at a position is of a class.
    @inline(__always)
    func `is`(_ position: Int, _ classes: Classes) -> Bool {
        let code = codes[position]
        if code < Self.nonASCII { return !table[Int(code)].isDisjoint(with: classes) }
        return Classes.test(characters[position], classes)
    }

    /// Whether the character at a position is `character` (compared as characters are).
    @inline(__always)
    func isCharacter(_ position: Int, _ character: Character) -> Bool {
        let code = codes[position]
        // Two characters of one ASCII scalar each are equal when their bytes are.
        if code < Self.nonASCII, let byte = CharacterClass.asciiByte(character) { return code == byte }
        return self[position] == character
    }

    /// The character classes the tokenizer tests, each defined once by its `Character` test.
    struct Classes: OptionSet, Sendable {
        let rawValue: UInt16

        static let whitespace = Classes(rawValue: 1 << 0)
        static let digit = Classes(rawValue: 1 << 1)
        static let letter = Classes(rawValue: 1 << 2)
        /// A letter or an ASCII digit (`CharacterClass.isWordCharacter`).
        static let wordCharacter = Classes(rawValue: 1 << 3)
        /// `CharacterClass.punctuation`.
        static let punctuation = Classes(rawValue: 1 << 4)
        /// `CharacterClass.dashes`.
        static let dash = Classes(rawValue: 1 << 5)
        /// `CharacterClass.isNarrowSpace`.
        static let narrowSpace = Classes(rawValue: 1 << 6)
        static let lowercase = Classes(rawValue: 1 << 7)
        /// `Character.isCurrencySymbol`.
        static let currencySymbol = Classes(rawValue: 1 << 8)
        /// `CharacterClass.isEmoji`.
        static let emoji = Classes(rawValue: 1 << 9)

        static let all: [(Classes, @Sendable (Character) -> Bool)] = [
            (.whitespace, CharacterClass.isWhitespace),
            (.digit, CharacterClass.isDigit),
            (.letter, CharacterClass.isLetter),
            (.wordCharacter, CharacterClass.isWordCharacter),
            (.punctuation, CharacterClass.punctuation.contains),
            (.dash, CharacterClass.dashes.contains),
            (.narrowSpace, CharacterClass.isNarrowSpace),
            (.lowercase, CharacterClass.isLowercase),
            (.currencySymbol, \.isCurrencySymbol),
            (.emoji, CharacterClass.isEmoji),
        ]

        /// Whether a character is of any of the classes, asking only their tests.
        static func test(_ character: Character, _ classes: Classes) -> Bool {
            all.contains { classes.contains($0.0) && $0.1(character) }
        }
    }

    /// The classes of each ASCII character, from the same tests.
    static let asciiClasses: [Classes] = (0..<128).map { byte in
        let character = Character(Unicode.Scalar(UInt8(byte)))
        return Classes.all.reduce(into: []) { classes, test in
            if test.1(character) { classes.insert(test.0) }
        }
    }
}
