/// How many accessibility uses of some Swift files give VoiceOver a catalog key, hard-coded text,
/// text with nothing to translate, or a value known only at run time, and why those are.
public struct UseCounts: Hashable, Sendable {
    public var localized = 0
    public var hardCoded = 0
    public var untranslatable = 0
    public var dynamic = 0
    /// The dynamic uses by reason.
    public var dynamicByReason: [DynamicReason: Int] = [:]

    /// The counts of some uses.
    public init<Uses: Sequence>(_ uses: Uses) where Uses.Element == AccessibilityUse {
        for use in uses {
            switch use.argument {
            case .localized: localized += 1
            case .hardCoded: hardCoded += 1
            case .untranslatable: untranslatable += 1
            case .dynamic(_, let reason):
                dynamic += 1
                dynamicByReason[reason, default: 0] += 1
            }
        }
    }

    /// Every use counted.
    public var total: Int { localized + hardCoded + untranslatable + dynamic }

    /// "12 localized, 1 hard-coded, 3 dynamic (2 variable not resolved, 1 call of unknown function)",
    /// reasons by count, most first (then in the order of ``DynamicReason``).
    public var description: String {
        let kinds = [(localized, "localized"), (hardCoded, "hard-coded"), (untranslatable, "untranslatable"), (dynamic, "dynamic")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        guard dynamic > 0 else { return kinds.joined(separator: ", ") }
        return kinds.joined(separator: ", ") + " (" + reasonsDescription + ")"
    }

    /// "2 variable not resolved, 1 call of unknown function".
    public var reasonsDescription: String {
        DynamicReason.allCases.compactMap { reason in dynamicByReason[reason].map { (reason, $0) } }
            .enumerated().sorted { ($1.element.1, $0.offset) < ($0.element.1, $1.offset) }
            .map { "\($0.element.1) \($0.element.0.description)" }.joined(separator: ", ")
    }
}
