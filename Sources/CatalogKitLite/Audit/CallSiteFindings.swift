/// One finding per call site and rule.
///
/// A use whose value may take many values (the raw value of an enum whose case the code does not
/// fix, a `switch` over a model's cases) gives one use per value, all at one call site. One defect
/// of the call site is one finding: the first, naming how many other values it may give, so a
/// provider list of twenty names is not twenty errors.
enum CallSiteFindings {
    /// The findings with those of one rule at one place merged into the first.
    static func merged(_ findings: [Finding]) -> [Finding] {
        var firstIndex: [PlaceKey: Int] = [:]
        var others: [Int: [String]] = [:]
        var result: [Finding] = []
        for finding in findings {
            let place = PlaceKey(ruleID: finding.ruleID, file: finding.location.file, offset: finding.location.position.offset)
            if let index = firstIndex[place] {
                others[index, default: []].append(value(of: finding))
            } else {
                firstIndex[place] = result.count
                result.append(finding)
            }
        }
        for (index, texts) in others {
            let distinct = texts.filter { !$0.isEmpty && $0 != value(of: result[index]) }.reduce(into: [String]()) { list, text in
                if !list.contains(text) { list.append(text) }
            }
            guard !distinct.isEmpty else { continue }
            let shown = distinct.prefix(3).map { quoted($0, limit: 40) }.joined(separator: ", ")
            let more = distinct.count > 3 ? " and \(distinct.count - 3) more" : ""
            result[index].message += " (the call site may give \(distinct.count) other value\(distinct.count == 1 ? "" : "s") the same way: \(shown)\(more))"
        }
        return result
    }

    /// The value a finding names: its text, or for a key's finding (`key-not-in-catalog`), where no
    /// text is known, its key.
    private static func value(of finding: Finding) -> String {
        finding.text ?? finding.location.key
    }

    private struct PlaceKey: Hashable {
        var ruleID: String
        var file: String
        var offset: Int
    }
}
