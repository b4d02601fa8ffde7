import Foundation

/// A `String` member that gives the text in other letter case (`format.rawValue.uppercased()`):
/// what VoiceOver reads is the text so changed ("WAV", not "wav").
///
/// Only capitals change how the text is judged: "wav" in capitals is a format's name, alike in every
/// language. Lower case or capitalised words are judged as written ("Two-Factor".lowercased() is
/// still words to translate, not the code "two-factor" looks like), and an outer member decides over
/// an inner one (`x.uppercased().lowercased()` is not in capitals).
enum CaseTransform: Hashable {
    /// `uppercased()`, `localizedUppercase`.
    case upper
    /// Another case member, outside any other: the text is judged as written.
    case asWritten

    /// The transform a member of that name makes, if the member changes letter case.
    init?(member: String) {
        switch member {
        case "uppercased", "localizedUppercase": self = .upper
        case "lowercased", "localizedLowercase", "capitalized", "localizedCapitalized": self = .asWritten
        default: return nil
        }
    }

    /// The literal's text parts in the new case; interpolations stay as written.
    func apply(_ literal: SwiftStringLiteral) -> SwiftStringLiteral {
        guard self == .upper else { return literal }
        var changed = literal
        changed.segments = literal.segments.map { segment in
            guard case .text(let text) = segment else { return segment }
            return .text(text.uppercased())
        }
        return changed
    }

    /// A key changed by a case member, exactly as Foundation changes it: `rawValue.capitalized`
    /// looked up as `LocalizedStringKey(field.description)` finds "Intensity", not "intensity"
    /// (Counter-App's haptic picker, whose keys were told stale, 62nd study). `nil` for a member
    /// that changes no case, for a `localized…` one (its result depends on the user's locale:
    /// Turkish capitalises "intensity" as "İntensity"), and for a key with interpolations, whose
    /// pieces cannot be changed alone.
    static func changedKey(_ literal: SwiftStringLiteral, byMember member: String) -> SwiftStringLiteral? {
        guard let text = literal.plainText, let transform = CaseTransform(member: member), !member.hasPrefix("localized") else { return nil }
        let changed = switch transform {
        case .upper: text.uppercased()
        case .asWritten: member == "lowercased" ? text.lowercased() : text.capitalized
        }
        var result = literal
        result.segments = [.text(changed)]
        return result
    }
}
