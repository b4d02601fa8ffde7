import CatalogKitLite
import Testing

/// Ranges must point at the right characters when multi-byte text precedes a specifier.
@Suite("Tokenizer: ranges")
struct TokenRangeTests {
    static let roundTripTexts = [
        "", "%", "%%", "Hello", "Grüße, %@!", "👋🏽 %1$@ – 🇩🇪 %2$lld", "%d\u{301} Ziffer", "50% off %@",
        "%#@count_posts@ von %#@count_participants@", "\\(%2$lld)件中\\(%1$lld)件目", "%#@a b%@ %0$@ %k %",
        "Straße\n%@\t%%\r\n", "%1$*2$.*3$f", "%%%#@%#@@%arg%",
    ]

    @Test("tokens cover the text and re-join to it", arguments: roundTripTexts)
    func roundTrip(text: String) {
        #expect(FormatTest.brokenInvariant(in: text) == nil)
    }

    @Test("text without a percent sign is one text token", arguments: ["", "Hello", "Grüße, 👋🏽 🇩🇪", "e\u{301}\r\n\t", "100 pct"])
    func plainText(text: String) {
        let tokens = FormatTokenizer.tokenize(text)
        if text.isEmpty {
            #expect(tokens.isEmpty)
        } else {
            #expect(tokens == [FormatToken(kind: .text, range: text.startIndex..<text.endIndex, utf8Range: 0..<text.utf8.count)])
        }
        // The same text followed by a specifier takes the scanning path; its first token is the text.
        #expect(FormatTokenizer.tokenize(text + "%@").dropLast().map(\.utf8Range) == tokens.map(\.utf8Range))
        #expect(FormatTest.brokenInvariant(in: text) == nil)
    }

    @Test("ranges after umlauts and emoji")
    func multiByteOffsets() throws {
        let text = "Grüße 👋🏽 von %1$@ – 🇩🇪 %2$lld"
        let tokens = FormatTokenizer.tokenize(text).filter { $0.kind != .text }
        #expect(tokens.count == 2)
        let first = tokens[0]
        #expect(String(first.text(in: text)) == "%1$@")
        #expect(first.utf8Range.lowerBound == "Grüße 👋🏽 von ".utf8.count)
        #expect(text.distance(from: text.startIndex, to: first.range.lowerBound) == 12)
        #expect(text.unicodeScalars.distance(from: text.startIndex, to: first.range.lowerBound) == 13)
        let second = tokens[1]
        #expect(String(second.text(in: text)) == "%2$lld")
        #expect(second.utf8Range == text.utf8.count - 6..<text.utf8.count)
        #expect(text.distance(from: text.startIndex, to: second.range.lowerBound) == 21)
    }

    @Test("the same text with an emoji prefix shifts every range by the prefix")
    func emojiPrefix() {
        let plain = "%1$@ (%2$lld) 50%% %#@n@"
        let prefix = "🧑‍💻ä"
        let shifted = FormatTokenizer.tokenize(prefix + plain).dropFirst()
        let original = FormatTokenizer.tokenize(plain)
        #expect(shifted.map(\.kind) == original.map(\.kind))
        let offset = prefix.utf8.count
        #expect(
            shifted.map { ($0.utf8Range.lowerBound - offset)..<($0.utf8Range.upperBound - offset) }
                == original.map(\.utf8Range))
    }

    @Test("locations of uses inside branches with umlauts")
    func branchLocations() throws {
        let spec = SubstitutionSpec(
            name: "n", formatSpecifier: "lld", variantValues: ["Ein Beitrag für %arg", "Beiträge: %arg (über %2$@)"])
        let signature = ArgumentSignature(text: "Köln: %#@n@", substitutions: [spec])
        let inBranch = signature.uses.filter { $0.location.origin == .substitution(name: "n", variant: 1) }
        #expect(inBranch.map(\.spelling) == ["%arg", "%2$@"])
        #expect(inBranch[0].location.utf8Range.lowerBound == "Beiträge: ".utf8.count)
        #expect(FormatTest.text(at: inBranch[1].location, value: "", substitutions: [spec]) == "%2$@")
        let reference = try #require(signature.uses.first)
        #expect(reference.location.utf8Range == "Köln: ".utf8.count..<"Köln: %#@n@".utf8.count)
    }

    @Test("a combining mark after a specifier stays text")
    func combiningMark() throws {
        let text = "%d\u{301}"
        let tokens = FormatTokenizer.tokenize(text)
        #expect(tokens.count == 2)
        #expect(tokens[0].utf8Range == 0..<2)
        #expect(String(text.unicodeScalars[tokens[1].range]) == "\u{301}")
    }
}
