/// Keys Xcode extracts from a lookup whose String key is interpolated, which no run-time lookup
/// finds: AuthenticKey's `NSLocalizedString("\(counter)", comment: "Time until token code
/// expires")` left the entry "(counter)" in its catalog (58th study), its backslash dropped, with
/// empty translations. At run time the key is the counter's digits; the entry is never read, so
/// no finding on its text helps anyone, and it is no stale key while the code still makes Xcode
/// extract it.
extension KeyShape {
    /// The mark of an extracted artefact in the shapes a catalog learns from the code.
    package static let extractionArtefactMark: Character = "\u{F8FC}"

    /// The shape, behind ``extractionArtefactMark``, of the key Xcode extracts from a lookup whose
    /// String key (NSLocalizedString, `Bundle.localizedString`, a configured routine) is built by
    /// interpolation: the literal with each `\(value)` written as `(value)`; `nil` for any other
    /// lookup (SwiftUI and `String(localized:)` make a format key of an interpolation).
    package static func extractionArtefactShape(of lookup: LocalizedLookup) -> String? {
        guard [.nsLocalizedString, .bundleLocalizedString, .routine].contains(lookup.kind), lookup.key.hasInterpolation else { return nil }
        var shape = String(extractionArtefactMark)
        for segment in lookup.key.segments {
            switch segment {
            case .text(let text): shape += text
            case .interpolation(let expression): shape += "(" + expression + ")"
            }
        }
        return shape
    }
}
