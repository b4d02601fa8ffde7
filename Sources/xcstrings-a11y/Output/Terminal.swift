import CatalogKitLite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// When to colour the text output: `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour output going to standard output.
    ///
    /// `always` and `never` win; with `auto`, `NO_COLOR` (any value) turns colour off, and otherwise
    /// output is coloured only on a terminal whose `TERM` is not `dumb`.
    func isEnabled(environment: [String: String] = ProcessInfo.processInfo.environment, writingToFile: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if writingToFile || environment["NO_COLOR"] != nil || environment["TERM"] == "dumb" { return false }
            return isatty(STDOUT_FILENO) == 1
        }
    }
}

/// ANSI styles for the text output; plain text when colour is off.
struct TextStyle: Sendable {
    var isEnabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func yellow(_ text: String) -> String { wrap(text, "1;33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Writes to standard output and standard error.
///
/// With POSIX `write` rather than `FileHandle`, whose `write(_:)` traps when the reader has gone: a
/// closed pipe (`xcstrings-a11y check | head`) must end the output quietly, not crash the tool. After
/// the first failed write to a stream nothing more is written to it; the command still finishes and
/// exits with its own status.
enum Console {
    static func out(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes what `produce` writes to standard output, a buffer at a time.
    static func out(_ produce: (inout DescriptorOutput) -> Void) {
        guard !closed.contains(STDOUT_FILENO) else { return }
        var output = DescriptorOutput(descriptor: STDOUT_FILENO)
        produce(&output)
        output.flush()
        if output.failure != 0 { closed.insert(STDOUT_FILENO) }
    }

    static func error(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    private static let closed = ClosedStreams()

    private static func write(_ text: String, to descriptor: Int32) {
        guard !closed.contains(descriptor) else { return }
        if SystemCall.writeAll(descriptor, Array(text.utf8)) != 0 { closed.insert(descriptor) }
    }
}

/// The streams whose reader has gone.
private final class ClosedStreams: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptors = Set<Int32>()

    func contains(_ descriptor: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return descriptors.contains(descriptor)
    }

    func insert(_ descriptor: Int32) {
        lock.lock()
        descriptors.insert(descriptor)
        lock.unlock()
    }
}
