/// Ranges of a file kept sorted and merged, so that asking whether they hold an offset is a binary
/// search: many ranges cost no more than their number, whatever is asked of them.
enum SortedRanges {
    /// Ranges sorted by start, overlapping ones joined.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound < last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Whether an offset lies in one of the ranges, which ``merged(_:)`` made.
    static func contains(_ sorted: [Range<Int>], _ offset: Int) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && sorted[low - 1].contains(offset)
    }
}
