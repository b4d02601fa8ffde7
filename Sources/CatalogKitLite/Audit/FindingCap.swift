

/// At most ``perRuleAndString`` findings of one rule in one string are listed; the last of them
/// also says how many more there are.
///
/// A string can repeat one defect thousands of times (a megabyte of emoji, of version numbers or of
/// malformed `%` signs), and every finding repeats the key, which for a string extracted from code
/// is the English text itself. Listing them all made the report quadratic in the string's length:
/// a 200 KB key gave a 2 GB report and took gigabytes of memory. With the cap, the report grows
/// linearly with the catalog. Real strings stay far below it: the most in the corpus is 12 (the
/// links of a credits text). Suppressed findings are removed before the cap, so it counts only what
/// is reported, and every suppressed finding counts as suppressed.
package enum FindingCap {
    /// Findings of one rule listed for one string (one key, language and variation path).
    package static let perRuleAndString = 20

    /// Caps the findings of one entry: for each rule, language and variation path with more than
    /// ``perRuleAndString`` findings, the first ones in report order are kept, the last kept one's
    /// message also counts the findings after it, and those are dropped. The findings are left in
    /// report order if any were dropped, else unchanged.
    package static func apply(_ findings: inout [Finding]) {
        guard findings.count > perRuleAndString else { return }
        var counts: [Group: Int] = [:]
        for finding in findings { counts[Group(finding), default: 0] += 1 }
        guard counts.values.contains(where: { $0 > perRuleAndString }) else { return }
        findings.sort(by: Finding.reportOrder)
        var listed: [Group: Int] = [:]
        var kept: [Finding] = []
        kept.reserveCapacity(min(findings.count, counts.count * perRuleAndString))
        for var finding in findings {
            let group = Group(finding)
            let number = listed[group, default: 0] + 1
            listed[group] = number
            guard number <= perRuleAndString else { continue }
            let total = counts[group] ?? number
            if number == perRuleAndString, total > number {
                finding.message += " " + note(more: total - number, ruleID: finding.ruleID)
            }
            kept.append(finding)
        }
        findings = kept
    }

    /// What the last listed finding of a capped rule adds to its message.
    package static func note(more: Int, ruleID: String) -> String {
        let them = more == 1 ? "1 more \(ruleID) finding follows" : "\(more) more \(ruleID) findings follow"
        return "(\(them) in this string, not listed: at most \(perRuleAndString) are listed per rule and string.)"
    }

    /// One rule in one string of an entry.
    private struct Group: Hashable {
        let ruleID: String
        let language: String?
        let path: VariationPath

        init(_ finding: Finding) {
            ruleID = finding.ruleID
            language = finding.location.language
            path = finding.location.variationPath
        }
    }
}
