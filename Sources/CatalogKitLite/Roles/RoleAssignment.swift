

/// The role a key plays for VoiceOver, where that knowledge came from, and the element it belongs to.
///
/// Produced by ``RoleClassifier``; a key without an assignment is not an accessibility string.
public struct RoleAssignment: Hashable, Sendable {
    /// What the string is to VoiceOver: label, hint, value or announcement.
    public var role: AccessibilityRole
    /// Which source decided the role, so reports can say why a key was audited.
    public var source: RoleSource
    /// The pairing prefix shared by the strings of one element: `movieCard.price` for
    /// `movieCard.price.label` and `movieCard.price.hint`; the key itself when its name has no role word.
    public var elementKey: String
}

/// One classified key of a catalog: the key and its assignment.
public struct ClassifiedKey: Hashable, Sendable {
    /// The key as it stands in the catalog.
    public var key: String
    /// Its role, source and element.
    public var assignment: RoleAssignment
}
