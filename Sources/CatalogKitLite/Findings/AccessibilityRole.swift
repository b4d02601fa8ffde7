/// What an accessibility string is to VoiceOver.
public enum AccessibilityRole: String, CaseIterable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// What an element is: "Play", "Rent, $3.99".
    case label
    /// What happens when the element is activated: "Plays the trailer."
    case hint
    /// The element's current state or value: "3 of 5 stars".
    case value
    /// Spoken when something invisible changes: "Added to favorites."
    case announcement

    /// The role's name, as in reports and configuration.
    public var description: String { rawValue }

    /// Orders roles as VoiceOver speaks them: label, value, hint, then announcements.
    public static func < (lhs: AccessibilityRole, rhs: AccessibilityRole) -> Bool {
        lhs.speakingOrder < rhs.speakingOrder
    }

    private var speakingOrder: Int {
        switch self {
        case .label: 0
        case .value: 1
        case .hint: 2
        case .announcement: 3
        }
    }
}
