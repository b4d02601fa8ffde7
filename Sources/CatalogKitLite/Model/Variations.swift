/// The `variations` of a localization: text by plural category and/or by device.
public struct Variations: Hashable, Sendable {
    /// Variants by CLDR plural category, if the text varies by count.
    public var plural: VariationSet<PluralCategory>?
    /// Variants by device, if the text varies by device.
    public var device: VariationSet<DeviceKind>?
    /// Axes this tool does not know, kept as they stand.
    public var unknownAxes: [JSONMember]
    /// Where the `variations` object starts.
    public var position: SourcePosition

    /// Creates variations.
    public init(
        plural: VariationSet<PluralCategory>? = nil, device: VariationSet<DeviceKind>? = nil,
        unknownAxes: [JSONMember] = [], position: SourcePosition
    ) {
        self.plural = plural
        self.device = device
        self.unknownAxes = unknownAxes
        self.position = position
    }

    /// Calls `body` for every variant with its path (`plural.one`, `device.ipad`), devices first as
    /// Xcode nests them.
    public func forEachVariant(under path: VariationPath, _ body: (VariationPath, LocalizedContent) -> Void) {
        for variant in device?.variants ?? [] {
            body(path.appending("device", variant.selector.rawValue), variant.content)
        }
        for variant in plural?.variants ?? [] {
            body(path.appending("plural", variant.selector.rawValue), variant.content)
        }
    }
}

/// The variants along one axis, in file order.
public struct VariationSet<Selector: Hashable & Sendable>: Hashable, Sendable {
    /// The variants.
    public var variants: [Variant<Selector>]
    /// Where the axis object (`"plural" : {`) starts.
    public var position: SourcePosition

    /// Creates a set of variants.
    public init(variants: [Variant<Selector>], position: SourcePosition) {
        self.variants = variants
        self.position = position
    }

    /// The variant for a selector, if present.
    public subscript(selector: Selector) -> Variant<Selector>? {
        variants.first { $0.selector == selector }
    }

    /// The selectors present, in file order.
    public var selectors: [Selector] { variants.map(\.selector) }
}

/// One variant: its selector (`one`, `ipad`) and its content.
public struct Variant<Selector: Hashable & Sendable>: Hashable, Sendable {
    /// The plural category or device.
    public var selector: Selector
    /// Where the selector's name stands.
    public var selectorPosition: SourcePosition
    /// The variant's content: a string unit, or nested variations (device containing plural).
    public var content: LocalizedContent

    /// Creates a variant.
    public init(selector: Selector, selectorPosition: SourcePosition, content: LocalizedContent) {
        self.selector = selector
        self.selectorPosition = selectorPosition
        self.content = content
    }
}

/// A CLDR plural category, or a name this tool does not know.
public enum PluralCategory: Hashable, Sendable, CustomStringConvertible {
    case zero, one, two, few, many, other
    /// A category name that is not CLDR's, kept as spelled.
    case unknown(String)

    /// The CLDR categories in CLDR's order.
    public static let cldrOrder: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]

    /// Reads a category as spelled in a catalog.
    public init(rawValue: String) {
        switch rawValue {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: self = .unknown(rawValue)
        }
    }

    /// The category as spelled in a catalog.
    public var rawValue: String {
        switch self {
        case .zero: "zero"
        case .one: "one"
        case .two: "two"
        case .few: "few"
        case .many: "many"
        case .other: "other"
        case .unknown(let name): name
        }
    }

    /// The category as spelled in a catalog.
    public var description: String { rawValue }
}

/// A device of a device variation, or a name this tool does not know.
///
/// These are the keys Xcode writes; there are no `watch`, `tv` or `vision` keys.
public enum DeviceKind: Hashable, Sendable, CustomStringConvertible {
    case iphone, ipad, ipod, mac, appletv, applewatch, applevision, other
    /// A device name Xcode does not write, kept as spelled.
    case unknown(String)

    /// Every device Xcode writes.
    public static let known: [DeviceKind] = [.iphone, .ipad, .ipod, .mac, .appletv, .applewatch, .applevision, .other]

    /// Reads a device as spelled in a catalog.
    public init(rawValue: String) {
        self = Self.known.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// The device as spelled in a catalog.
    public var rawValue: String {
        switch self {
        case .iphone: "iphone"
        case .ipad: "ipad"
        case .ipod: "ipod"
        case .mac: "mac"
        case .appletv: "appletv"
        case .applewatch: "applewatch"
        case .applevision: "applevision"
        case .other: "other"
        case .unknown(let name): name
        }
    }

    /// The device as spelled in a catalog.
    public var description: String { rawValue }
}
