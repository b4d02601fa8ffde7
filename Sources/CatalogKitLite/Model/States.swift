/// The state of a string unit: whether a translator has finished it.
///
/// Xcode writes `new`, `needs_review` and `translated`; third-party tools write `stale`. Any other
/// value (a corrupt `""` exists in a real catalog) is kept as ``other(_:)``.
public enum TranslationState: Hashable, Sendable, CustomStringConvertible {
    /// Not translated yet. Normal for the source language of extracted strings.
    case new
    /// Translated, but the source changed since, or a reviewer must look.
    case needsReview
    /// Translated.
    case translated
    /// Marked stale by a tool other than Xcode.
    case stale
    /// A value this tool does not know, kept as it is.
    case other(String)

    /// Reads a state as it is spelled in a catalog.
    public init(rawValue: String) {
        switch rawValue {
        case "new": self = .new
        case "needs_review": self = .needsReview
        case "translated": self = .translated
        case "stale": self = .stale
        default: self = .other(rawValue)
        }
    }

    /// The state as it is spelled in a catalog.
    public var rawValue: String {
        switch self {
        case .new: "new"
        case .needsReview: "needs_review"
        case .translated: "translated"
        case .stale: "stale"
        case .other(let value): value
        }
    }

    /// The state as it is spelled in a catalog.
    public var description: String { rawValue }
}

/// How a key came into the catalog, from its `extractionState`.
///
/// An entry without the field was extracted by the compiler (tools call that `automatic`, a word
/// that never occurs in files).
public enum ExtractionState: Hashable, Sendable, CustomStringConvertible {
    /// Added by hand in Xcode.
    case manual
    /// Extracted from code together with a default value.
    case extractedWithValue
    /// No longer found in code.
    case stale
    /// Migrated from `.strings` files.
    case migrated
    /// A value this tool does not know, kept as it is.
    case other(String)

    /// Reads a state as it is spelled in a catalog.
    public init(rawValue: String) {
        switch rawValue {
        case "manual": self = .manual
        case "extracted_with_value": self = .extractedWithValue
        case "stale": self = .stale
        case "migrated": self = .migrated
        default: self = .other(rawValue)
        }
    }

    /// The state as it is spelled in a catalog.
    public var rawValue: String {
        switch self {
        case .manual: "manual"
        case .extractedWithValue: "extracted_with_value"
        case .stale: "stale"
        case .migrated: "migrated"
        case .other(let value): value
        }
    }

    /// The state as it is spelled in a catalog.
    public var description: String { rawValue }
}
