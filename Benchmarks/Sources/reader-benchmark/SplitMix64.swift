/// SplitMix64, a tiny pseudo-random generator with a fixed sequence for each seed.
///
/// The benchmark uses its own generator, not the system's nor the standard library's
/// `random(in:using:)` (whose algorithm may change between Swift versions), so that a seed gives the
/// same catalog, byte for byte, on every machine and toolchain.
struct SplitMix64 {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count`. The modulo bias is far below anything a benchmark can notice.
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    /// A number in `range`.
    mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    /// `true` with the given chance in percent.
    mutating func percent(_ chance: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) * 100 < chance }

    /// A random element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element { elements[below(elements.count)] }
}
