import Foundation

/// A `String` member that gives the text in other letter case (`format.rawValue.uppercased()`,
/// `name.capitalized`): what VoiceOver reads is the text so changed ("WAV", not "wav").
enum CaseTransform: Hashable {
    case upper, lower, capitalized

    /// The transform a member of that name makes, if it makes one.
    init?(member: String) {
        switch member {
        case "uppercased", "localizedUppercase": self = .upper
        case "lowercased", "localizedLowercase": self = .lower
        case "capitalized", "localizedCapitalized": self = .capitalized
        default: return nil
        }
    }

    /// The literal's text parts in the new case; interpolations stay as written.
    func apply(_ literal: SwiftStringLiteral) -> SwiftStringLiteral {
        var changed = literal
        changed.segments = literal.segments.map { segment in
            guard case .text(let text) = segment else { return segment }
            switch self {
            case .upper: return .text(text.uppercased())
            case .lower: return .text(text.lowercased())
            case .capitalized: return .text(text.capitalized)
            }
        }
        return changed
    }
}
