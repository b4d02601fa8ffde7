import Testing
@testable import CatalogKitLite

/// The check of UTF-8 reads 32 and 8 ASCII bytes at a time: a bad byte or a well-formed sequence at
/// every place around those blocks is found where a byte-by-byte check finds it.
struct UTF8CheckTests {
    func firstInvalid(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Check.firstInvalidOffset($0) }
    }

    @Test func aBadByteIsFoundAtEveryPlaceAroundTheBlocks() {
        for length in [31, 32, 33, 40, 63, 64, 65, 71] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: 0x61, count: length)
                bytes[position] = 0xFF
                #expect(firstInvalid(bytes) == position, "length \(length), bad byte at \(position)")
            }
        }
    }

    @Test func wellFormedSequencesAnywherePass() {
        for length in [32, 40, 64, 70] {
            for position in 0..<(length - 4) {
                var bytes = [UInt8](repeating: 0x61, count: length)
                // "ü", then a four-byte "👍": each split by no block boundary in a way the check minds.
                bytes.replaceSubrange(position..<(position + 2), with: Array("ü".utf8))
                #expect(firstInvalid(bytes) == nil, "length \(length), ü at \(position)")
                var longer = [UInt8](repeating: 0x61, count: length)
                longer.replaceSubrange(position..<(position + 4), with: Array("👍".utf8))
                #expect(firstInvalid(longer) == nil, "length \(length), 👍 at \(position)")
                // A lead byte without its continuation: the lead is where it breaks.
                var cut = [UInt8](repeating: 0x61, count: length)
                cut[position] = 0xC3
                #expect(firstInvalid(cut) == position, "length \(length), lone lead at \(position)")
            }
        }
    }
}

/// The lexer notes which keywords a file has, a bit per keyword in one word: every keyword has a
/// bit, and a file says it has one exactly when one of its tokens is it.
struct KeywordsSeenTests {
    @Test func everyKeywordFitsTheWord() {
        #expect(SwiftKeyword.allCases.map(\.rawValue).max()! < 64)
    }

    @Test func aFileHasTheKeywordsOfItsTokens() throws {
        let file = try SwiftLexer.lex(Array(#"macro stringify(_ x: Int) = #externalMacro(module: "M", type: "T") // func"#.utf8))
        #expect(file.contains(.macro))
        #expect(!file.contains(.func), "a keyword in a comment is no token")
        for keyword in SwiftKeyword.allCases where keyword != .none {
            #expect(file.contains(keyword) == file.tokens.contains { $0.keyword == keyword }, "\(keyword)")
        }
    }
}
