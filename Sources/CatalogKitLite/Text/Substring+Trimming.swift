extension Substring {
    /// The substring without leading and trailing characters that match `predicate`.
    func trimmingEdges(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let first = result.first, predicate(first) { result = result.dropFirst() }
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
