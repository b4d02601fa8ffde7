/// A unified diff (`diff -u`) of two versions of a text file, for `import --dry-run`.
///
/// The path and the lines come from files a pull request or a translator controls, and the diff
/// goes to standard output, often a CI log: each is shown as ``UntrustedText/logLine(_:)`` shows
/// text (line separators, terminal and bidirectional controls as visible escapes, `::` and `##[`
/// broken), tabs kept. Such a diff is for reading; where nothing needed escaping, which is every
/// catalog Xcode writes with ordinary text, it also applies with `patch`.
///
/// Lines common to the start and the end are set aside first; the lines between are compared with
/// Myers' algorithm, which finds a shortest edit script in time proportional to the lines times the
/// edits, and keeps only the edits' frontier (memory proportional to the edits squared). An import
/// changes a few strings of a long file, so the edits are few. Past ``maximumEdits`` edits, the
/// lines between are shown as replaced: still a correct diff, only not the shortest.
enum UnifiedDiff {
    /// The most edits searched for before the rest is shown as replaced.
    static let maximumEdits = 2_000
    /// Lines of context around each change.
    static let context = 3

    /// The diff of `old` and `new`, labelled `a/<path>` and `b/<path>`; empty when they are equal.
    static func diff(old: String, new: String, path: String) -> String {
        let a = lines(old), b = lines(new)
        let hunks = changes(a, b)
        guard !hunks.isEmpty else { return "" }
        let shownPath = shown(Substring(path))
        var text = "--- a/\(shownPath)\n+++ b/\(shownPath)\n"
        var index = 0
        while index < hunks.count {
            // Changes closer than twice the context share a hunk.
            var last = index
            while last + 1 < hunks.count, hunks[last + 1].oldStart - hunks[last].oldEnd <= 2 * context { last += 1 }
            let oldStart = max(0, hunks[index].oldStart - context)
            let oldEnd = min(a.count, hunks[last].oldEnd + context)
            let newStart = hunks[index].newStart - (hunks[index].oldStart - oldStart)
            let newEnd = hunks[last].newEnd + (oldEnd - hunks[last].oldEnd)
            text += "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n"
            var position = oldStart
            for change in hunks[index...last] {
                for line in a[position..<change.oldStart] { text += " " + shown(line.text) + "\n" }
                for line in a[change.oldStart..<change.oldEnd] { text += "-" + shown(line.text) + "\n" + line.missingNewline }
                for line in b[change.newStart..<change.newEnd] { text += "+" + shown(line.text) + "\n" + line.missingNewline }
                position = change.oldEnd
            }
            for line in a[position..<oldEnd] { text += " " + shown(line.text) + "\n" + line.missingNewline }
            index = last + 1
        }
        return text
    }

    /// A line or path as the diff shows it: tabs kept, everything else escaped as on a log line.
    static func shown(_ text: Substring) -> String {
        UntrustedText.escaped(String(text), commandBreak: UntrustedText.visibleCommandBreak) { $0 == "\t" ? "\t" : nil }
    }

    /// `start+1,count` as a hunk header says it (`start,0` for an empty side).
    private static func range(_ start: Int, _ end: Int) -> String {
        end == start ? "\(start),0" : "\(start + 1),\(end - start)"
    }

    struct Line: Hashable {
        var text: Substring
        /// `\ No newline at end of file` for the last line of a file without a final line break.
        var missingNewline = ""

    }

    static func lines(_ text: String) -> [Line] {
        guard !text.isEmpty else { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { Line(text: $0) }
        if text.hasSuffix("\n") {
            result.removeLast()
        } else {
            result[result.count - 1].missingNewline = "\\ No newline at end of file\n"
        }
        return result
    }

    /// A run of lines `oldStart..<oldEnd` replaced by `newStart..<newEnd`.
    struct Change {
        var oldStart: Int, oldEnd: Int, newStart: Int, newEnd: Int
    }

    static func changes(_ a: [Line], _ b: [Line]) -> [Change] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        // Lines as numbers, so that the comparisons below compare integers.
        var numbers: [Line: Int] = [:]
        let x = a[prefix..<(a.count - suffix)].map { line in numbers[line] ?? { numbers[line] = numbers.count; return numbers.count - 1 }() }
        let y = b[prefix..<(b.count - suffix)].map { line in numbers[line] ?? { numbers[line] = numbers.count; return numbers.count - 1 }() }
        guard !x.isEmpty || !y.isEmpty else { return [] }
        guard let script = editScript(x, y) else {
            return [Change(oldStart: prefix, oldEnd: prefix + x.count, newStart: prefix, newEnd: prefix + y.count)]
        }
        // Runs of deletions and insertions between equal lines are one change each.
        var result: [Change] = []
        var i = 0, j = 0
        for edit in script {
            switch edit {
            case .equal:
                i += 1
                j += 1
                continue
            case .delete:
                if let last = result.last, last.oldEnd == prefix + i, last.newEnd == prefix + j {
                    result[result.count - 1].oldEnd += 1
                } else {
                    result.append(Change(oldStart: prefix + i, oldEnd: prefix + i + 1, newStart: prefix + j, newEnd: prefix + j))
                }
                i += 1
            case .insert:
                if let last = result.last, last.oldEnd == prefix + i, last.newEnd == prefix + j {
                    result[result.count - 1].newEnd += 1
                } else {
                    result.append(Change(oldStart: prefix + i, oldEnd: prefix + i, newStart: prefix + j, newEnd: prefix + j + 1))
                }
                j += 1
            }
        }
        return result
    }

    enum Edit { case equal, delete, insert }

    /// A shortest edit script from `x` to `y` (Myers, 1986), or `nil` past ``maximumEdits``.
    static func editScript(_ x: [Int], _ y: [Int]) -> [Edit]? {
        let n = x.count, m = y.count
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // The frontier after each number of edits, `k` from -d to d, for the way back.
        var trace: [[Int]] = []
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var column = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var row = column - k
                while column < n, row < m, x[column] == y[row] {
                    column += 1
                    row += 1
                }
                frontier[offset + k] = column
                if column >= n, row >= m {
                    return backtrack(trace, n: n, m: m, edits: d)
                }
            }
            trace.append(Array(frontier[(offset - d)...(offset + d)]))
        }
        return nil
    }

    /// The edits, from the frontiers of each step back from the end.
    private static func backtrack(_ trace: [[Int]], n: Int, m: Int, edits: Int) -> [Edit] {
        var script: [Edit] = []
        var column = n, row = m
        for d in stride(from: edits, to: 0, by: -1) {
            let previous = trace[d - 1]
            func at(_ k: Int) -> Int { previous[k + d - 1] }
            let k = column - row
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousColumn = at(previousK)
            let previousRow = previousColumn - previousK
            while column > previousColumn, row > previousRow {
                script.append(.equal)
                column -= 1
                row -= 1
            }
            script.append(column == previousColumn ? .insert : .delete)
            column = previousColumn
            row = previousRow
        }
        while column > 0, row > 0 {
            script.append(.equal)
            column -= 1
            row -= 1
        }
        return script.reversed()
    }
}
