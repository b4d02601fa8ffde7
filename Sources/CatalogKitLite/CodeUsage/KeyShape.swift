/// The shape a catalog key and a key written in code share, so that `"\(count) items"` in code finds
/// `%lld items` in the catalog.
///
/// SwiftUI's `LocalizedStringKey` and `String(localized:)` turn each interpolation into a format
/// specifier whose letter depends on the value's type (`%lld` for an `Int`, `%@` for a `String`),
/// which only the compiler knows. The shape keeps the text and marks each argument alike, so a key
/// with interpolations matches whatever specifiers the catalog has at those places; `%%` in the
/// catalog is a literal `%`, as the code's literal `%` becomes one.
package enum KeyShape {
    /// The character that stands for an argument (a private-use scalar no real key has).
    package static let argument: Character = "\u{F8FF}"

    /// The shape of a key written in code.
    package static func of(_ literal: SwiftStringLiteral) -> String {
        var shape = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text): shape += text
            case .interpolation: shape.append(argument)
            }
        }
        return shape
    }

    /// The shape of a catalog key that contains `%`; `nil` for a key without one (its shape is itself).
    package static func ofCatalogKey(_ key: String) -> String? {
        guard key.contains("%") else { return nil }
        var shape = ""
        for token in FormatTokenizer.tokenize(key) {
            switch token.kind {
            case .specifier, .substitution, .argumentPlaceholder: shape.append(argument)
            case .escapedPercent: shape += "%"
            case .text, .probableLiteralPercent, .malformed: shape += key[token.range]
            }
        }
        return shape
    }
}
