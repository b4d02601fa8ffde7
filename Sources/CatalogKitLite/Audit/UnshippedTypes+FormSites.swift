extension UnshippedTypes {
    /// Sets aside the text callers give to a form that does not ship: VocabCraft's sample words
    /// (`WordItem.mockData`, a model's static list) given to `Text(word.lemma)` inside a card that
    /// only its tests make (52nd study). The text is placed at the caller (``AccessibilityUse/formSite``),
    /// in code that ships, but the form that would speak it is in a type only unshipped code makes,
    /// under an `#if` no release build takes, in a preview, or in a file no shipping target compiles.
    static func setAsideTextForUnshippedForms(
        _ sources: inout [ScannedSource], builds: [ShippedCode.FileBuilds?], unshippedBodies: [Int: [(body: Range<Int>, name: String)]]
    ) {
        guard sources.contains(where: { $0.scan.uses.contains { $0.formSitePath != nil } }) else { return }
        var byPath: [String: Int] = [:]
        for index in sources.indices where byPath[sources[index].path] == nil { byPath[sources[index].path] = index }
        for index in sources.indices {
            var kept: [AccessibilityUse] = []
            var keptPositions: [Int] = []
            for (position, use) in sources[index].scan.uses.enumerated() {
                guard let path = use.formSitePath, let offset = use.formSiteOffset, let site = byPath[path], let formSite = use.formSite else {
                    kept.append(use)
                    keptPositions.append(position)
                    continue
                }
                let reason: String? = if case .none(let why)? = builds[site] {
                    why
                } else {
                    reasonNotShipped(Reference(file: site, token: 0, offset: offset), sources: sources, builds: builds, unshippedBodies: unshippedBodies)
                }
                if let reason {
                    sources[index].skipped.append(SkippedUse(use: use, reason: "the form that speaks it, at \(formSite), is in code that does not ship: \(reason)"))
                } else {
                    kept.append(use)
                    keptPositions.append(position)
                }
            }
            guard kept.count < sources[index].scan.uses.count else { continue }
            sources[index].scan.uses = kept
            // The uses' own indices moved: forwarded text stays with its use.
            var forwarded: [Int: ForwardedText] = [:]
            for (newIndex, oldIndex) in keptPositions.enumerated() {
                if let forward = sources[index].scan.forwardedUses[oldIndex] { forwarded[newIndex] = forward }
            }
            sources[index].scan.forwardedUses = forwarded
        }
    }
}
