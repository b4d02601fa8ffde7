/// An app's own function or property that looks a catalog key up: its parameter (or the string it
/// is called on) is the key of an `NSLocalizedString`, `String(localized:)`,
/// `Bundle.localizedString(forKey:value:table:)`, `LocalizedStringResource` or `LocalizedStringKey`
/// in its body, directly or through another such helper.
///
/// `extension String { var localized: String { NSLocalizedString(self, comment: "") } }` is one
/// (the key is the string it is called on), and so is `func L(_ key: String) -> String {
/// String(localized: String.LocalizationValue(key)) }`.
struct HelperSignature: Sendable {
    /// Where the key comes from.
    enum Key: Sendable, Equatable {
        /// The string the member is called on (`"Saving".localized`).
        case receiver
        /// The argument of this parameter.
        case parameter(Int)
    }

    /// Where the table (or the bundle) comes from.
    enum Source: Sendable, Equatable {
        /// Not given: `Localizable`, the main bundle.
        case standard
        /// As written in the helper: a table literal's text, or a bundle expression's text.
        case written(String)
        /// A table that is not a literal (`tableName: Self.table`): the lookups cannot be resolved.
        case unreadable
        /// The argument of this parameter; when the call leaves it out, `fallback` (the parameter's
        /// default value, read like a written one).
        case parameter(Int, fallback: Fallback)
        /// A stored property of the value the helper is called on (`tableName` of a string builder
        /// called as `String.chat.localized("key")`): read from the initialiser that made it.
        case member(String)
    }

    /// A parameter's default value, read when the helper was found.
    enum Fallback: Sendable, Equatable {
        case standard
        case written(String)
        case unreadable
    }

    /// An argument a static property of the helper's module gives the initialiser of a value the
    /// helper may be called on: its literal's text, and the expression as written.
    struct ReceiverArgument: Sendable, Equatable {
        /// The text of the argument when it is a literal without interpolation.
        var literal: String?
        /// The argument as written (a bundle's `.module`).
        var expression: String
    }

    /// A static property of the helper's module that makes a value the helper may be called on:
    /// the type it is declared in, and the arguments of its initialiser by label.
    struct Receiver: Sendable, Equatable {
        /// The type (or extension) that declares the property, as written (`String`).
        var owner: String
        /// The initialiser's arguments, by label.
        var arguments: [String: ReceiverArgument]
    }

    /// Which lookup the body makes.
    enum Lookup: Sendable, Equatable {
        case nsLocalizedString, stringLocalized, localizedStringResource, localizedStringKey, bundleLocalizedString
    }

    var declaration: DeclarationReference
    /// Where it is declared: the file's path as found (empty for a file read alone) and the name's position.
    var path: String
    var position: SourcePosition
    var name: String
    /// The type the helper is declared in (an extension's type), `nil` for a global function.
    var owner: String?
    var isStatic: Bool
    var isProperty: Bool
    var parameters: [SwiftParameter]
    var key: Key
    var table: Source
    var bundle: Source
    var lookup: Lookup
    var isPublic: Bool
    /// Whether an interpolation in the key makes a format (`LocalizedStringKey`, `LocalizationValue`
    /// parameters) rather than a key known only at run time (a `String` parameter).
    var keyTakesInterpolations: Bool
    /// When the key is the raw value of an enum parameter (`NSLocalizedString(key.rawValue, …)` of
    /// EnergyStats' `String(accessibilityKey key: LocalizedString.Key.Accessibility)`): each case's
    /// raw value by case name, read where the enum is declared, so that a call in another module
    /// (`String(accessibilityKey: .batteryCapacityPercentage)`) gives its key.
    var keyRawValues: [String: String]? = nil
    /// When the table is the raw value of an enum parameter (`String(localized: …, table:
    /// table.rawValue)` of WorldPlug's `localized(from table: StringCatalog)`): each case's raw value
    /// by case name, so that a call (`.localized(from: .accessibility)`) names its table.
    var tableRawValues: [String: String]? = nil
    /// For a helper that reads a stored property of its receiver: by the name of a static property
    /// of its module, the arguments that property's initialiser is given (``HelperReceivers``).
    var receivers: [String: Receiver] = [:]
    /// The keys the helper answers from a dictionary literal in code before it asks a catalog
    /// (``HelperInlineTables``): translated whatever the catalogs hold.
    var inlineKeys: Set<String> = []
    /// The app's map from the text a call gives to the key the helper looks up, when the helper
    /// maps its key through one first (``HelperKeyMaps``); a text the map does not hold is mapped
    /// by code this reader does not run.
    var keyMap: [String: String]? = nil
    /// The parameter whose text the helper returns where the catalog has no text for the key
    /// (``HelperFallbackText``): a call's argument there is its lookup's default value.
    var fallbackText: Int? = nil

    /// Whether the table or the bundle is a stored property of the value the helper is called on.
    var readsItsReceiver: Bool {
        if case .member = table { return true }
        if case .member = bundle { return true }
        return false
    }

    /// The name as a reader of Swift writes it: `String.localized`, `String.localized(_:)`,
    /// `localizeString(_:comment:)`.
    var displayName: String {
        let base = owner.map { $0 + "." + name } ?? name
        guard !isProperty else { return base }
        return base + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Whether the key comes from the receiver, so the helper is called as a member of a string.
    var isMemberOfString: Bool { key == .receiver }
}

/// The owners whose `self` is a string: a helper on them may take the receiver as its key.
let stringOwnerNames: Set<String> = ["String", "StringProtocol", "Substring", "NSString", "Swift.String"]

/// The owners of static members an implicit member (`.name`) in a text position may refer to.
let textOwnerNames: Set<String> = [
    "String", "StringProtocol", "Substring", "NSString", "LocalizedStringKey", "LocalizedStringResource", "Text",
    "AttributedString", "String.LocalizationValue", "Swift.String", "SwiftUI.Text", "SwiftUI.LocalizedStringKey",
    "Foundation.LocalizedStringResource",
]
