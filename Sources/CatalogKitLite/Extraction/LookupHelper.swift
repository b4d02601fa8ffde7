/// A function or property of the app that looks its argument up in a catalog, found by reading
/// its declaration: `extension String { var localized: String { NSLocalizedString(self, comment: "") } }`,
/// `func L(_ key: String) -> String { String(localized: String.LocalizationValue(key)) }`. Calls of
/// it are lookups (``LocalizedLookup/Kind/helper``); `check --verbose` lists the helpers found.
public struct LookupHelper: Hashable, Sendable, CustomStringConvertible {
    /// The helper as code calls it: `String.localized`, `String.localized(_:)`, `localizeString(_:comment:)`.
    public var name: String
    /// Where it is declared: the file as found, and the position of its name.
    public var path: String
    public var position: SourcePosition
    /// What the key is: "the string it is called on" or "argument 1".
    public var key: String
    /// The lookup its body makes: `NSLocalizedString`, `String(localized:)`, `Bundle.localizedString(forKey:value:table:)`,
    /// `LocalizedStringResource`, `LocalizedStringKey`.
    public var lookup: String
    /// The table: "Localizable", a table's name, or "from argument N".
    public var table: String
    /// The bundle: "main", an expression, or "from argument N".
    public var bundle: String

    init(_ signature: HelperSignature) {
        name = signature.displayName
        path = signature.path
        position = signature.position
        switch signature.key {
        case .receiver: key = "the string it is called on"
        case .parameter(let index): key = "argument \(index + 1)"
        }
        switch signature.lookup {
        case .nsLocalizedString: lookup = "NSLocalizedString"
        case .stringLocalized: lookup = "String(localized:)"
        case .localizedStringResource: lookup = "LocalizedStringResource"
        case .localizedStringKey: lookup = "LocalizedStringKey"
        case .bundleLocalizedString: lookup = "Bundle.localizedString(forKey:value:table:)"
        }
        table = Self.describe(signature.table, standard: "Localizable")
        bundle = Self.describe(signature.bundle, standard: "main")
    }

    private static func describe(_ source: HelperSignature.Source, standard: String) -> String {
        switch source {
        case .standard: standard
        case .written(let text): text
        case .unreadable: "not a literal"
        case .parameter(let index, _): "from argument \(index + 1)"
        case .member(let name): "the receiver's \(name)"
        }
    }

    /// `String.localized (Sources/Strings.swift:12:9): the string it is called on, looked up with NSLocalizedString in Localizable, main bundle`.
    public var description: String {
        "\(name) (\(path):\(position.line):\(position.column)): \(key), looked up with \(lookup) in \(table), \(bundle) bundle"
    }
}
