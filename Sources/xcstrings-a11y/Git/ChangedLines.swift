import Foundation

/// The lines of a file added or changed since an earlier version: the new side of each hunk of their
/// line diff (what `git diff -U0` shows with `+`). Lines only deleted leave nothing on the new side.
enum ChangedLines: Sendable, Equatable {
    /// The whole file counts as changed (it is new, or the earlier version could not be read).
    case all
    /// The 1-based line ranges of the current version that the diff adds or replaces, in order.
    case ranges([ClosedRange<Int>])

    /// The lines of `current` that differ from `earlier`, both the bytes of a text file.
    init(earlier: [UInt8], current: [UInt8]) {
        let old = UnifiedDiff.lines(Self.normalizingLineBreaks(earlier))
        let new = UnifiedDiff.lines(Self.normalizingLineBreaks(current))
        let changes = UnifiedDiff.changes(old, new).filter { $0.newEnd > $0.newStart }
        self = .ranges(changes.map { ($0.newStart + 1)...$0.newEnd })
    }

    /// The text with every line break as `\n`: lines end at `\n`, `\r\n` or a lone `\r`, as the
    /// Swift reader counts them, so that the diff's line numbers are the findings' line numbers.
    private static func normalizingLineBreaks(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Whether the 1-based `line` is added or changed.
    func contains(line: Int) -> Bool {
        switch self {
        case .all: true
        case .ranges(let ranges): ranges.contains { $0.contains(line) }
        }
    }
}
