/// A unified diff (`diff -u`) of two versions of a text file, for `import --dry-run`.
///
/// Lines common to the start and the end are set aside first; in between, the two versions are
/// walked together, and where they part, the nearest place where they agree again for
/// ``resyncLines`` lines (within ``window`` lines of each side) closes the change. An import
/// changes a few strings of a long file, each a run of lines added or replaced, so this finds the
/// changes exactly without a quadratic comparison of a catalog of a hundred thousand lines; where
/// nothing agrees within the window, the rest is shown as replaced, which is still a correct diff.
enum UnifiedDiff {
    /// Lines that must agree for two versions to be back in step.
    static let resyncLines = 3
    /// How far ahead on each side a place of agreement is looked for.
    static let window = 400
    /// Lines of context around each change.
    static let context = 3

    /// The diff of `old` and `new`, labelled `a/<path>` and `b/<path>`; empty when they are equal.
    static func diff(old: String, new: String, path: String) -> String {
        let a = lines(old), b = lines(new)
        let hunks = changes(a, b)
        guard !hunks.isEmpty else { return "" }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
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
                for line in a[position..<change.oldStart] { text += " " + line.text + "\n" }
                for line in a[change.oldStart..<change.oldEnd] { text += "-" + line.text + "\n" + line.missingNewline }
                for line in b[change.newStart..<change.newEnd] { text += "+" + line.text + "\n" + line.missingNewline }
                position = change.oldEnd
            }
            for line in a[position..<oldEnd] { text += " " + line.text + "\n" + line.missingNewline }
            index = last + 1
        }
        return text
    }

    /// `start+1,count` as a hunk header says it (`start,0` for an empty side).
    private static func range(_ start: Int, _ end: Int) -> String {
        end == start ? "\(start),0" : "\(start + 1),\(end - start)"
    }

    struct Line: Equatable {
        var text: Substring
        /// `\ No newline at end of file` for the last line of a file without a final line break.
        var missingNewline = ""

        static func == (lhs: Line, rhs: Line) -> Bool { lhs.text == rhs.text && lhs.missingNewline == rhs.missingNewline }
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
        var result: [Change] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1
                j += 1
                continue
            }
            let (nextI, nextJ) = resync(a, b, i, j)
            result.append(Change(oldStart: i, oldEnd: nextI, newStart: j, newEnd: nextJ))
            i = nextI
            j = nextJ
        }
        return result
    }

    /// The nearest place at or after `i`, `j` (fewest lines skipped on both sides together) where
    /// the versions agree for ``resyncLines`` lines or both end.
    private static func resync(_ a: [Line], _ b: [Line], _ i: Int, _ j: Int) -> (Int, Int) {
        for distance in 1...(2 * window) {
            for skipA in max(0, distance - window)...min(distance, window) {
                let skipB = distance - skipA
                let x = i + skipA, y = j + skipB
                guard x <= a.count, y <= b.count else { continue }
                if agree(a, b, x, y) { return (x, y) }
            }
        }
        return (a.count, b.count)
    }

    private static func agree(_ a: [Line], _ b: [Line], _ x: Int, _ y: Int) -> Bool {
        if x == a.count, y == b.count { return true }
        let count = min(resyncLines, a.count - x, b.count - y)
        guard count > 0 else { return false }
        // Near the end, fewer lines agree, but then both sides must end there.
        if count < resyncLines, a.count - x != b.count - y { return false }
        for offset in 0..<count where a[x + offset] != b[y + offset] { return false }
        return true
    }
}
