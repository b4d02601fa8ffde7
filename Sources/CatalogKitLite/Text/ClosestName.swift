/// The known name a person most likely meant: the same letters in another case, a name that starts
/// with what was typed (three letters or more), or the nearest by edit distance within
/// `maximumDistance`; ties go to the alphabetically first, so the answer never depends on order.
package func closestName(to name: String, among candidates: some Sequence<String>, maximumDistance: Int = 2) -> String? {
    let lowered = name.lowercased()
    let scored = candidates.map { candidate -> (String, Int) in
        let candidateLowered = candidate.lowercased()
        if candidateLowered == lowered { return (candidate, 0) }
        if lowered.count >= 3, candidateLowered.hasPrefix(lowered) { return (candidate, 1) }
        return (candidate, editDistance(lowered, candidateLowered))
    }
    return scored.filter { $0.1 <= maximumDistance }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
}

/// The Levenshtein distance between two short strings.
package func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs), b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
