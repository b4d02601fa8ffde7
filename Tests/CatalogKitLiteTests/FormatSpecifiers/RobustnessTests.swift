import CatalogKitLite
import Testing

/// Hostile input: huge strings, huge numbers, endless constructs. Nothing may crash or go quadratic.
/// The time limit only stops a hang (quadratic work on a megabyte takes hours); it is no speed
/// claim, and a shared machine running the whole suite has taken well over a minute to schedule them.
@Suite("Robustness", .timeLimit(.minutes(10)))
struct RobustnessTests {
    static let megabyte = 1 << 20

    @Test("1 MB of %%%% is 512 Ki escaped percents and no argument")
    func percentFlood() {
        let text = String(repeating: "%", count: Self.megabyte)
        let tokens = FormatTokenizer.tokenize(text)
        #expect(tokens.count == Self.megabyte / 2)
        #expect(tokens.allSatisfy { $0.kind == .escapedPercent })
        #expect(tokens.last?.utf8Range == Self.megabyte - 2..<Self.megabyte)
        let signature = ArgumentSignature(text: text)
        #expect(!signature.isFormatted && signature.diagnostics.isEmpty)
    }

    @Test("an odd run of percents ends in one malformed token")
    func oddPercentRun() {
        let tokens = FormatTokenizer.tokenize(String(repeating: "%", count: 10_001))
        #expect(tokens.count == 5_001)
        #expect(tokens.last?.kind == .malformed(.incomplete))
    }

    @Test("many plain specifiers number sequentially")
    func specifierFlood() {
        let count = 100_000
        let signature = ArgumentSignature(text: String(repeating: "%d ", count: count))
        #expect(signature.argumentCount == count)
        #expect(signature.uses.last?.index == count)
        #expect(signature.diagnostics.isEmpty)
    }

    @Test("a 10,000-digit width is one malformed token")
    func hugeWidth() {
        let text = "a%" + String(repeating: "9", count: 10_000) + "d b"
        let tokens = FormatTokenizer.tokenize(text)
        #expect(tokens.map(\.kind) == [.text, .malformed(.numberTooLarge(limit: 10_000)), .text])
        #expect(tokens[1].utf8Range == 1..<10_003)
        let formatted = ArgumentSignature(text: text + " %@")
        #expect(formatted.typeClasses == [1: .object])
        #expect(formatted.diagnostics.count == 1)
    }

    @Test("huge positions are capped, whatever their length")
    func hugePositions() {
        for digits in [21, 10_000] {
            let text = "%" + String(repeating: "9", count: digits) + "$@"
            #expect(FormatTest.onlyConstruct(text)?.kind == .malformed(.numberTooLarge(limit: 1_000)))
        }
        let star = "%*" + String(repeating: "9", count: 5_000) + "$d"
        #expect(FormatTest.onlyConstruct(star)?.kind == .malformed(.numberTooLarge(limit: 1_000)))
    }

    @Test("unterminated substitution references stay linear")
    func substitutionFloods() {
        let repeated = String(repeating: "%#@", count: 200_000)
        #expect(FormatTokenizer.tokenize(repeated).count == 200_000)
        let longName = "%#@" + String(repeating: "a", count: Self.megabyte)
        #expect(FormatTokenizer.tokenize(longName).map(\.kind) == [.malformed(.unterminatedSubstitution)])
        let longNames = String(repeating: "%#@" + String(repeating: "n", count: 1_000), count: 1_000)
        #expect(FormatTokenizer.tokenize(longNames).count == 1_000)
        let closed = String(repeating: "%#@" + String(repeating: "n", count: 1_000) + "@", count: 1_000)
        let signature = ArgumentSignature(text: closed)
        #expect(signature.diagnostics.count == 1_000)
        #expect(signature.argumentCount == 1_000)
    }

    @Test("long digit runs without a conversion")
    func digitRuns() {
        let text = String(repeating: "%" + String(repeating: "1", count: 1_000), count: 1_000)
        let tokens = FormatTokenizer.tokenize(text)
        #expect(tokens.count == 1_000)
        #expect(tokens.allSatisfy { $0.kind == .malformed(.numberTooLarge(limit: 10_000)) })
    }

    @Test("a big substitution branch referenced many times is read once")
    func bigBranch() {
        let branch = String(repeating: "%arg ", count: 100_000)
        let spec = SubstitutionSpec(name: "n", formatSpecifier: "lld", variantValues: [branch])
        let signature = ArgumentSignature(text: String(repeating: "%#@n@", count: 10_000), substitutions: [spec])
        #expect(signature.uses.count == 100_000 + 10_000)
        #expect(signature.argumentCount == 10_000)
    }

    @Test("random strings over the grammar's alphabet keep every invariant")
    func randomStrings() {
        let alphabet: [String] = [
            "%", "%", "%", "1", "0", "9", "$", "#", "@", "l", "h", "q", "d", "f", "k", "a", "r", "g", ".", "*", " ",
            "-", "'", "ü", "🎉", "\n", "@",
        ]
        var generator = FormatTestRandom(seed: 0x5EED)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 40)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(FormatTest.brokenInvariant(in: text) == nil, "\(text.debugDescription)")
            let signature = ArgumentSignature(text: text, substitutions: [
                SubstitutionSpec(name: "a", formatSpecifier: "lld", variantValues: [text]),
            ])
            #expect(signature.uses.allSatisfy { $0.index >= 1 })
        }
    }
}

/// A small deterministic random number generator, so a failing random case can be reproduced.
private struct FormatTestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
