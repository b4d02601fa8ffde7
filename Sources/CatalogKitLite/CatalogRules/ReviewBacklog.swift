/// How much of a catalog's translation into one language is marked `needs_review`, among the strings
/// an audit checks: when nearly all of it is (boring.notch marks 235 of its 236 German strings), the
/// mark is the state of the whole translation, not a doubt about each string, and `needs-review`
/// reports it once instead of once per string.
public struct ReviewBacklog: Sendable, Equatable {
    /// The string units (and string sets) of the language in state `needs_review`.
    public var marked = 0
    /// All its string units and string sets that have a state.
    public var units = 0
    /// The first key, in file order, with a marked unit that has text (else with any marked unit):
    /// where the one finding stands. An empty key or value (boring.notch's `""`) is a poor anchor.
    public var firstKey: String?

    /// A backlog of `marked` of `units`, the first marked at `firstKey`.
    public init(marked: Int = 0, units: Int = 0, firstKey: String? = nil) {
        self.marked = marked
        self.units = units
        self.firstKey = firstKey
    }

    /// The fewest units for which the share counts: a catalog of a few strings is reported per string.
    public static let leastUnits = 20
    /// The share of marked units from which the whole translation counts as unreviewed.
    public static let wholeShare = 0.9

    /// Whether the whole translation is marked, rather than some strings of it.
    public var coversTheTranslation: Bool {
        units >= Self.leastUnits && Double(marked) >= Self.wholeShare * Double(units)
    }

    /// The backlog of each of `languages` over `entries` (stale keys left out, as every check leaves them).
    public static func of(_ entries: some Sequence<CatalogEntry>, languages: [String]) -> [String: ReviewBacklog] {
        var result: [String: ReviewBacklog] = [:]
        var firstMarked: [String: String] = [:]
        for entry in entries where !entry.isStale {
            for language in languages {
                guard let content = entry.localization(language)?.content else { continue }
                var backlog = result[language] ?? ReviewBacklog()
                var units = content.stringUnits().map { ($0.unit.state, $0.unit.value.text) }
                if let set = content.stringSet { units.append((set.state, set.values.first?.text ?? "")) }
                for (state, text) in units where state != nil {
                    backlog.units += 1
                    guard state == .needsReview else { continue }
                    backlog.marked += 1
                    if firstMarked[language] == nil { firstMarked[language] = entry.key }
                    if backlog.firstKey == nil, !entry.key.isEmpty, !text.isBlank { backlog.firstKey = entry.key }
                }
                result[language] = backlog
            }
        }
        for (language, key) in firstMarked where result[language]?.firstKey == nil {
            result[language]?.firstKey = key
        }
        return result
    }
}
