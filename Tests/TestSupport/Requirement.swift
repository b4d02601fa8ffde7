import Foundation
import Testing

/// Something a test needs from the machine that a fresh checkout may lack (the shared corpus, an
/// optional tool, root): the test is skipped, visibly, when it is missing, and the run ends with one
/// line that says how many tests were skipped, why, and how to run them.
public struct Requirement: Sendable {
    /// What is missing, as the summary names it: "the shared corpus", "markdown-it-py".
    public var name: String
    /// How to provide it.
    public var howToEnable: String
    /// Whether this machine has it.
    public var isMet: @Sendable () -> Bool

    /// A requirement with its name, how to meet it, and the test of whether it is met.
    public init(_ name: String, howToEnable: String, isMet: @escaping @Sendable () -> Bool) {
        self.name = name
        self.howToEnable = howToEnable
        self.isMet = isMet
    }

    /// The shared corpus of real catalogs and Swift sources.
    public static let corpus = Requirement(
        "the shared corpus", howToEnable: "set XCSTRINGS_A11Y_CORPUS to it, or put it at ../shared/corpus; .ci/run always does",
        isMet: { Corpus.isAvailable })
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only where `requirement` is met; a skip is counted for the run's
    /// closing summary.
    public static func requires(_ requirement: Requirement) -> Self {
        .enabled(Comment(rawValue: "needs \(requirement.name): \(requirement.howToEnable)")) {
            SkippedTests.shared.evaluate(requirement)
        }
    }
}

/// The skips of a test run, summarised in one line on standard error when the test process ends.
final class SkippedTests: @unchecked Sendable {
    static let shared = SkippedTests()
    private let lock = NSLock()
    private var counts: [String: (count: Int, howToEnable: String)] = [:]
    private var registered = false

    /// Whether `requirement` is met; counts a skip when it is not.
    func evaluate(_ requirement: Requirement) -> Bool {
        if requirement.isMet() { return true }
        lock.lock()
        counts[requirement.name, default: (0, requirement.howToEnable)].count += 1
        let first = !registered
        registered = true
        lock.unlock()
        if first { atexit { SkippedTests.shared.printSummary() } }
        return false
    }

    /// `Skipped (tests or whole suites): 13 need the shared corpus (set …); 1 needs markdown-it-py (…).`
    func printSummary() {
        lock.lock()
        let counts = self.counts
        lock.unlock()
        guard !counts.isEmpty else { return }
        let parts = counts.sorted { $0.key < $1.key }.map { name, entry in
            "\(entry.count) \(entry.count == 1 ? "needs" : "need") \(name) (\(entry.howToEnable))"
        }
        let line = "Skipped (tests or whole suites): \(parts.joined(separator: "; ")).\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
