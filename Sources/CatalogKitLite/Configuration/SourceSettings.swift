import Foundation

/// `sources` of `.xcstrings-a11y.json`: which Swift files are read, and the project's own
/// localization routines.
///
/// ```json
/// "sources": {
///   "include": ["App/**", "Packages/**"],
///   "exclude": ["**/Tests/**", "**/Generated/**"],
///   "localizationRoutines": ["L10n.tr", ".localized"]
/// }
/// ```
public struct SourceSettings: Hashable, Sendable {
    /// `include`: when given, only Swift files matching one of these paths or globs are read.
    public var include: [PathPattern]?
    /// `exclude`: Swift files matching one of these paths or globs are not read (the project-wide
    /// `exclude` applies to Swift files too).
    public var exclude: [PathPattern] = []
    /// `localizationRoutines`: functions that look a key up (`L10n.tr`: the first literal argument
    /// is the key) and members of a literal that do (`.localized`: `"Close".localized`), as
    /// `genstrings -s` names them.
    public var localizationRoutines: [String] = []

    /// Nothing configured: every Swift file, the standard lookups only.
    public init() {}

    /// Whether a Swift file is read. `absolutePath` is the file's absolute, standardized path.
    public func reads(absolutePath: String) -> Bool {
        if let include, !include.contains(where: { $0.matches(absolutePath: absolutePath) }) { return false }
        return !exclude.contains { $0.matches(absolutePath: absolutePath) }
    }
}

extension ConfigurationDecoder {
    /// `sources`: `{ "include": [...], "exclude": [...], "localizationRoutines": [...] }`.
    package func sourceSettings(_ value: JSONValue) throws(ConfigurationError) -> SourceSettings {
        let fields = try members(value, "sources")
        try checkKnownKeys(fields, allowed: ["include", "exclude", "localizationRoutines"], context: "'sources'")
        var settings = SourceSettings()
        _ = try each(fields) { field throws(ConfigurationError) in
            switch field.name {
            case "include": settings.include = try strings(field.value, "sources.include").map { PathPattern($0, relativeTo: directory) }
            case "exclude": settings.exclude = try strings(field.value, "sources.exclude").map { PathPattern($0, relativeTo: directory) }
            case "localizationRoutines":
                settings.localizationRoutines = try strings(field.value, "sources.localizationRoutines")
                let invalid = settings.localizationRoutines.enumerated().filter { !Self.isRoutineName($0.element) }
                _ = try each(Array(invalid)) { index, routine throws(ConfigurationError) in
                    let position = field.value.elements?[index].position ?? field.value.position
                    throw error(
                        at: position,
                        "\(named(routine)) is not a routine name: write a function such as 'L10n.tr' or a member of a string literal such as '.localized'")
                }
            default: break
            }
        }
        return settings
    }

    /// A function name (`tr`, `L10n.tr`) or a member with a leading dot (`.localized`): identifiers
    /// joined by dots.
    static func isRoutineName(_ text: String) -> Bool {
        let body = text.hasPrefix(".") ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first else { return false }
            return (first == "_" || CharacterSet.letters.contains(first))
                && part.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
        }
    }
}
