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
                // A key's finding (`key-not-in-catalog`) names the key where no text is known.
                others[index, default: []].append(finding.text ?? finding.location.key)
            } else {
                firstIndex[place] = result.count
                result.append(finding)
            }
        }
        for (index, texts) in others {
            let distinct = texts.filter { !$0.isEmpty && $0 != (result[index].text ?? result[index].location.key) }.reduce(into: [String]()) { list, text in
                if !list.contains(text) { list.append(text) }
            }
            guard !distinct.isEmpty else { continue }
            let shown = distinct.prefix(3).map { quoted($0, limit: 40) }.joined(separator: ", ")
            let more = distinct.count > 3 ? " and \(distinct.count - 3) more" : ""
            result[index].message += " (the call site may give \(distinct.count) other value\(distinct.count == 1 ? "" : "s") the same way: \(shown)\(more))"
        }
        return result
    }

    private struct PlaceKey: Hashable {
        var ruleID: String
        var file: String
        var offset: Int
    }
}
