/// Finds, in the bytes of one Swift file, the calls that give text to assistive technologies.
///
/// (Interface first; the recogniser is being written on its own branch.)
public struct AccessibilityCallRecognizer: Sendable {
    /// Routines the project wraps its lookups in (the configuration's `sources.localizationRoutines`):
    /// `L10n.tr` (a function whose first literal argument is the key) or `.localized` (a member of a
    /// string literal, `"Close".localized` or `"Close".localized()`).
    public var localizationRoutines: [String]

    /// Creates a recogniser that also knows the project's own lookup routines.
    public init(localizationRoutines: [String] = []) {
        self.localizationRoutines = localizationRoutines
    }

    /// Lexes the file and returns its accessibility uses and suppression comments.
    public func scan(_ bytes: [UInt8]) throws(SourceError) -> SourceScan {
        SourceScan()
    }
}
