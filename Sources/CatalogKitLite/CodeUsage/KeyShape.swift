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

    /// Whether a catalog key holds Swift's interpolation as written, `\(`: a lookup of an
    /// interpolated literal makes `%@` of it, so no code looks such a key up (fWarrange's
    /// `"\(checkedWindowIds.count)개 선택됨"`, written into its catalog by a script, 51st study).
    package static func writesSwiftInterpolation(_ key: String) -> Bool {
        var previousIsBackslash = false
        for byte in key.utf8 {
            if previousIsBackslash && byte == UInt8(ascii: "(") { return true }
            previousIsBackslash = byte == UInt8(ascii: "\\")
        }
        return false
    }

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
            case .specifier, .substitution: shape.append(argument)
            case .escapedPercent: shape += "%"
            // A `%arg` outside a substitution's branches is no argument a lookup fills: Crest's
            // "Close %arg" beside "Close %@" is never what `Text("Close \(name)")` looks up (49th study).
            case .argumentPlaceholder, .text, .probableLiteralPercent, .malformed: shape += key[token.range]
            }
        }
        return shape
    }

    /// The shape of a symbol Xcode generates from a manual key (`.appHomeScreenTitle` from
    /// `App.HomeScreen.Title`, `.ok` from `OK`): a mark, then the name's letters and digits in lower
    /// case. Xcode drops the separators and changes the case of words; comparing without either
    /// matches the key whatever the exact case rule.
    package static func ofSymbol(_ name: String) -> String {
        "\u{F8FE}" + name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    /// The symbol shape of a catalog key, for ``ofSymbol(_:)``.
    package static func ofSymbol(catalogKey key: String) -> String {
        ofSymbol(key)
    }

    /// The mark of a key prefix in the shapes a catalog learns from the code (``prefixShape(of:)``).
    package static let prefixMark: Character = "\u{F8FD}"

    /// WhichSpace's `NSLocalizedString("style_\(rawValue)", comment: "")`: a lookup whose key is a
    /// String built at run time (NSLocalizedString, a configured routine) from a literal start and
    /// an interpolation may find any key that starts so. Its shape is the mark and that start, at
    /// least two characters; `nil` for any other lookup (SwiftUI and `String(localized:)` turn an
    /// interpolation into a specifier of one key, and so does an app's helper whose key is a
    /// `String.LocalizationValue`: a helper given a String key built at run time makes no lookup
    /// the code knows, WealthCompass's `settings.localized("Status • \(count) Coins")` is the key
    /// "Status • %@ Coins", not every key that starts "Status • ").
    package static func prefixShape(of lookup: LocalizedLookup) -> String? {
        guard [.nsLocalizedString, .bundleLocalizedString, .routine].contains(lookup.kind), lookup.key.segments.count >= 2,
              case .text(let start) = lookup.key.segments[0], start.count >= 2,
              case .interpolation = lookup.key.segments[1] else { return nil }
        return String(prefixMark) + start
    }

    /// The shape a lookup written in code is found by in a catalog.
    package static func of(_ lookup: LocalizedLookup) -> String {
        lookup.kind == .generatedSymbol ? ofSymbol(lookup.key.plainText ?? "") : of(lookup.key)
    }

    /// The shapes code may look a catalog key up by: the key itself, its shape when it has
    /// placeholders, and for a key added by hand (`manual`) the shape of the symbol Xcode generates.
    package static func lookupShapes(ofCatalogKey key: String, isManual: Bool) -> [String] {
        var shapes = [key]
        if let shape = ofCatalogKey(key) { shapes.append(shape) }
        if isManual { shapes.append(ofSymbol(catalogKey: key)) }
        return shapes
    }
}
