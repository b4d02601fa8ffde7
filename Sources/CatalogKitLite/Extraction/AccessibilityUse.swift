/// One place where Swift code gives text to an assistive technology: which API, the role the text
/// plays for VoiceOver, and what the argument is (a catalog key, hard-coded text, or an expression).
///
/// Made by ``AccessibilityCallRecognizer`` from one Swift file; the audit maps its keys to catalogs.
public struct AccessibilityUse: Hashable, Sendable {
    /// The API as the documentation page of recognised forms names it, e.g.
    /// `.accessibilityLabel(_:)`, `Button(_:action:)`, `UIAccessibility.post(notification:argument:)`.
    public var form: String
    /// What the text is to VoiceOver.
    public var role: AccessibilityRole
    /// Whether the text is a control's title (`Button("Play")`) that VoiceOver speaks as the label
    /// because the code gives no explicit one.
    public var isImplicit: Bool
    /// Where the call's name starts: `accessibilityLabel` in `.accessibilityLabel("…")`. Suppression
    /// comments on the line before this position apply.
    public var callPosition: SourcePosition
    /// Where the argument starts: the opening quote of a literal, or the first token of an expression.
    public var argumentPosition: SourcePosition
    /// What the argument is.
    public var argument: SpokenArgument
    /// Literals written inside the argument's interpolations (`"\(name), \(x ?? "none")"`): text
    /// that no catalog translates.
    public var literalsInInterpolations: [SwiftStringLiteral]
    /// Uses with the same number in one file belong to the same element: the same SwiftUI modifier
    /// chain, or the same receiver expression for UIKit and AppKit properties and setters.
    public var element: Int
    /// When the text was followed into a declaration (a constant, a property, a function's return
    /// value): the first one, where its value is written. `nil` when the argument holds the text itself.
    public var origin: ValueOrigin?
    /// For a dynamic argument whose key is built at run time (``DynamicReason/interpolatedKey``:
    /// `NSLocalizedString("Capture \(name)", comment: "")`, the app's `"Capture \(name)".localized`):
    /// the lookup as a catalog would hold it, a format (`Capture %@`), which that lookup never finds.
    public var runTimeKey: LocalizedLookup?
    /// For text its callers give (see ``CallSiteForwarding``): where the form that speaks it is
    /// written, `path:line:column`. The use is placed at the caller, where the text is; the
    /// message says where VoiceOver gets it.
    public var formSite: String?
    /// Where ``formSite`` is: its file's path as found and the form's byte offset there. A form in
    /// code that does not ship speaks nothing its callers give (``UnshippedTypes``).
    package var formSitePath: String?
    package var formSiteOffset: Int?

    /// Whether the use is a `Picker`'s title in a `Menu`'s content (``CallRecognition/isTitleHiddenByMenu(_:)``):
    /// on iOS and its kin SwiftUI shows the options inline, as a section without a header, and the
    /// title is heard nowhere; on a Mac the audit keeps it (see ``MenuPickerTitles``).
    package var isTitleOfMenuPicker = false

    /// The use without ``formSite``: what tells two uses of one call apart.
    var withoutFormSite: AccessibilityUse {
        var use = self
        use.formSite = nil
        use.formSitePath = nil
        use.formSiteOffset = nil
        return use
    }

    /// Creates a use.
    public init(
        form: String, role: AccessibilityRole, isImplicit: Bool, callPosition: SourcePosition,
        argumentPosition: SourcePosition, argument: SpokenArgument,
        literalsInInterpolations: [SwiftStringLiteral] = [], element: Int, origin: ValueOrigin? = nil, runTimeKey: LocalizedLookup? = nil
    ) {
        self.form = form
        self.role = role
        self.isImplicit = isImplicit
        self.callPosition = callPosition
        self.argumentPosition = argumentPosition
        self.argument = argument
        self.literalsInInterpolations = literalsInInterpolations
        self.element = element
        self.origin = origin
        self.runTimeKey = runTimeKey
    }
}

/// The declaration a use's text was followed into: `Strings.focusOutLabel` in
/// `item.label = .focusOutLabel`, declared as `static let focusOutLabel = String(localized: …)`.
public struct ValueOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The reference as the use writes it (`.focusOutLabel`, `Self.title`, `kind.label`), cut short
    /// when long.
    public var reference: String
    /// The file that declares it, as found; `nil` for the use's own file.
    public var file: String?
    /// Where the declaration's name is.
    public var position: SourcePosition
    /// Where the value itself is written (the literal, the lookup, the expression the reader
    /// stopped at), which may be a later declaration's file: its file (`nil` for the use's own
    /// file) and position. A value written where no release build reaches (the `#else` of a
    /// property's `#if os(...)` that no shipped platform takes) never reaches VoiceOver.
    package var valueFile: String?
    /// The position of the value itself in `valueFile` (see there); `nil` when not recorded.
    package var valuePosition: SourcePosition?

    /// Creates an origin.
    public init(reference: String, file: String?, position: SourcePosition) {
        self.reference = reference
        self.file = file
        self.position = position
    }

    /// `.focusOutLabel (Strings.swift:12:16)`, or `(line 12:16)` in the use's own file.
    public var description: String {
        "\(reference) (\(file.map { "\($0):" } ?? "line ")\(position.line):\(position.column))"
    }
}

/// Why the text of a use is known only at run time.
public enum DynamicReason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A parameter of the enclosing function or closure, or a loop variable: its value comes from the caller.
    case parameter = "parameter"
    /// A stored property without a value of its own, or a `var` that may change: set elsewhere.
    case storedProperty = "stored-property"
    /// A name declared nowhere in the module (another module's, or a local this reader does not follow).
    case variableNotResolved = "variable-not-resolved"
    /// A property of a value whose type is not written (`item.title`).
    case propertyOfValue = "property-of-value"
    /// A call of a function that is no lookup, no helper and not declared in the module.
    case unknownFunction = "unknown-function"
    /// A lookup whose key has an interpolation where the API does not make a format of it
    /// (`NSLocalizedString("\(prefix).title", …)`, a helper taking a `String`).
    case interpolatedKey = "interpolated-key"
    /// A lookup whose key is not a literal and not a constant this reader can follow.
    case keyNotLiteral = "key-not-literal"
    /// A lookup whose table is not a literal.
    case tableNotLiteral = "table-not-literal"
    /// Another kind of expression: a closure, a subscript, an operator, a value of another type.
    case otherExpression = "other-expression"
    /// More branches or levels of declarations than the reader follows for one use.
    case tooComplex = "too-complex"
    /// A call of an app function that takes the text in several languages (`localizedAppText("Export…",
    /// de: "Exportieren…")`) and picks one at run time, or a key a lookup helper answers from its own
    /// table in code (``HelperSignature/inlineKeys``), or a function that looks its argument up in
    /// tables kept per language in code (`tables[language]?[key]`): translated in the code, not by a catalog.
    case translatedInCode = "translated-in-code"
    /// A key a lookup helper maps through the app's table first (``HelperSignature/keyMap``), whose
    /// text that table does not hold: the key looked up is worked out by code this reader does not run.
    case keyMappedInCode = "key-mapped-in-code"

    /// The reason in words, for reports: "variable not resolved".
    public var description: String {
        switch self {
        case .parameter: "parameter or loop variable"
        case .storedProperty: "property set elsewhere"
        case .variableNotResolved: "variable not resolved"
        case .propertyOfValue: "property of a value of unknown type"
        case .unknownFunction: "call of unknown function"
        case .interpolatedKey: "interpolated key"
        case .keyNotLiteral: "key not a literal"
        case .tableNotLiteral: "table not a literal"
        case .otherExpression: "other expression"
        case .tooComplex: "too many branches or levels"
        case .translatedInCode: "translated in the code"
        case .keyMappedInCode: "key mapped in the code"
        }
    }
}

/// What code gives an assistive API: a key looked up in a catalog, text no catalog translates,
/// text with nothing to translate, or an expression whose text is known only at run time.
public enum SpokenArgument: Hashable, Sendable {
    /// A key looked up in a string catalog: a literal where the API takes a `LocalizedStringKey`,
    /// `String(localized:)`, `NSLocalizedString`, `LocalizedStringResource`, or a configured routine.
    case localized(LocalizedLookup)
    /// A literal with words where the API takes a plain `String` (`x.accessibilityLabel = "Close"`,
    /// `Text(verbatim: "Close")`): spoken as written in every language.
    case hardCoded(SwiftStringLiteral)
    /// A literal with nothing to translate: only interpolations, digits, punctuation and spaces.
    case untranslatable(SwiftStringLiteral)
    /// A variable or any other expression, as written in the source (whitespace collapsed, cut to
    /// 240 bytes), and why its text is known only at run time.
    case dynamic(expression: String, reason: DynamicReason)
}

/// A catalog lookup written in code: the key, the table (catalog) and the bundle it is looked up in.
public struct LocalizedLookup: Hashable, Sendable {
    /// How the lookup is written.
    public enum Kind: String, Hashable, Sendable {
        /// A literal passed where a SwiftUI API takes `LocalizedStringKey` (`Text("…")`,
        /// `.accessibilityLabel("…")`, `Button("…")`).
        case localizedStringKey
        /// `String(localized: "…", table:bundle:comment:)`.
        case stringLocalized
        /// `NSLocalizedString("…", tableName:bundle:comment:)`.
        case nsLocalizedString
        /// `LocalizedStringResource("…", table:bundle:comment:)`.
        case localizedStringResource
        /// `Bundle.module.localizedString(forKey: "…", value:table:)`.
        case bundleLocalizedString
        /// A routine named in the configuration's `sources.localizationRoutines`.
        case routine
        /// A function or property of the app that looks its argument up, found by reading its
        /// declaration (`"Saving".localized`, `L("Saving")`).
        case helper
        /// A symbol Xcode generates from a catalog's manual key (`.appHomeScreenTitle`,
        /// `.Discover.featuredCollection`): ``LocalizedLookup/key`` holds the symbol's name.
        case generatedSymbol
    }

    /// Which bundle the lookup reads.
    public enum Bundle: Hashable, Sendable {
        /// No bundle given, or `.main` / `Bundle.main`: the app's main bundle.
        case main
        /// `.module` / `Bundle.module`: the Swift package target's own resources.
        case module
        /// Any other expression, as written.
        case other(String)
    }

    /// The key, with its interpolations (SwiftUI and `String(localized:)` turn each into a format
    /// specifier of the key).
    public var key: SwiftStringLiteral
    /// The table (catalog file name without extension) the key is looked up in; `nil` means
    /// `Localizable`.
    public var table: String?
    /// The bundle.
    public var bundle: Bundle
    /// How the lookup is written.
    public var kind: Kind
    /// The `defaultValue:` / `value:` literal, when the code gives one.
    public var defaultValue: SwiftStringLiteral?
    /// The `comment:` literal, when the code gives one.
    public var comment: String?
    /// The file whose target's bundle the lookup reads, where the bundle's expression does not say
    /// it alone: for `.module` in an app helper, the helper's file, whose package target's bundle it
    /// is, whoever calls it (proton-photos' `PhotosCore.L10n.string`); for `Bundle(for: Name.self)`,
    /// the file that declares the class `Name` (``ClassBundles``). One field for both keeps a lookup,
    /// copied with every use, small.
    public var bundleFile: String?

    /// Creates a lookup.
    public init(
        key: SwiftStringLiteral, table: String? = nil, bundle: Bundle = .main, kind: Kind,
        defaultValue: SwiftStringLiteral? = nil, comment: String? = nil, bundleFile: String? = nil
    ) {
        self.key = key
        self.table = table
        self.bundle = bundle
        self.kind = kind
        self.defaultValue = defaultValue
        self.comment = comment
        self.bundleFile = bundleFile
    }
}

/// What the recogniser found in one Swift file.
public struct SourceScan: Hashable, Sendable {
    /// Every accessibility use, in source order.
    public var uses: [AccessibilityUse]
    /// Suppression comments: for each 1-based line that a `// xcstrings-a11y:disable-next-line RULE[, RULE]`
    /// comment applies to (the line after the comment), the rule ids it names (`all` for every rule).
    public var suppressedRules: [Int: Set<String>]
    /// The catalog lookups the code makes outside accessibility APIs (visible `Text`, strings it
    /// builds, constants, calls of helpers), in source order: their keys are used, so no key name
    /// makes them a hint, and no stale mark makes them unused.
    public var otherLookups: [CodeLookup]
    /// The clauses of the file's `#if` blocks, by where they start: which builds compile which code.
    public var conditionalClauses: [ConditionalClause]
    /// The visible titles of elements that also have an explicit accessibility label (a button's
    /// title, a `Text`'s words, UIKit's `setTitle(_:for: .normal)`, AppKit's `title`), in source
    /// order; each has the ``AccessibilityUse/element`` of the label it stands beside. They are not
    /// uses: VoiceOver speaks the label, while Voice Control users say the title.
    public var visibleTitles: [AccessibilityUse]
    /// Uses whose text the callers of a function or the makers of a view give, by their index in
    /// ``uses``: kept until the module's call sites are read (``CallSiteForwarding``), then emptied.
    var forwardedUses: [Int: ForwardedText] = [:]
    /// The byte ranges of the file's preview code (``PreviewCode``), sorted: a type named only there
    /// does not ship (``UnshippedTypes``).
    var previewCode: [Range<Int>] = []
    /// The elements whose control asks before it acts (an alert or a confirmation dialog the file
    /// presents from its action: ``ConfirmingActions``), by ``AccessibilityUse/element``.
    package var elementsAskingToConfirm: Set<Int> = []
    /// The elements whose chain offers its actions to VoiceOver (`.contextMenu`,
    /// `.accessibilityAction(s)`, `.swipeActions`), by ``AccessibilityUse/element``.
    package var elementsOfferingActions: Set<Int> = []
    /// The elements of `Label`s that stand in no control's label closure and take no tap (MiLens's
    /// error banner, `Label(viewModel.addMemoryError, systemImage: "exclamationmark.triangle.fill")`):
    /// their words are no command's title (``CodeRole/isStandaloneLabel``).
    package var standaloneLabelElements: Set<Int> = []
    /// The app views the file's controls show as their label (``LabelViewBodies``).
    var labelViews: [LabelViewShown] = []
    /// The byte ranges of views VoiceOver never enters: hidden ones (`.accessibilityHidden(true)`)
    /// and those whose own label replaces their children's (`.accessibilityElement(children:
    /// .ignore)`). A view made inside them (`AvatarView(name: "Unknown")`) speaks none of its texts.
    var hiddenCode: [Range<Int>] = []

    /// Creates a scan.
    public init(
        uses: [AccessibilityUse] = [], suppressedRules: [Int: Set<String>] = [:], otherLookups: [CodeLookup] = [],
        conditionalClauses: [ConditionalClause] = [], visibleTitles: [AccessibilityUse] = []
    ) {
        self.uses = uses
        self.suppressedRules = suppressedRules
        self.otherLookups = otherLookups
        self.conditionalClauses = conditionalClauses
        self.visibleTitles = visibleTitles
    }

    /// The clauses whose code holds the byte at `offset`, outermost first.
    public func clauses(containing offset: Int) -> [ConditionalClause] {
        conditionalClauses.filter { $0.range.contains(offset) }
    }
}

/// A catalog lookup written in code, and where.
public struct CodeLookup: Hashable, Sendable {
    /// The key, table and bundle.
    public var lookup: LocalizedLookup
    /// Where the lookup is written: its key's literal, or the call when the key is a constant's.
    public var position: SourcePosition
    /// Whether VoiceOver never reaches the text: it stands in a view hidden from accessibility
    /// (`.accessibilityHidden(true)` on it or on a view around it), or it is a hidden element's.
    public var isHidden: Bool

    /// Creates a lookup.
    public init(lookup: LocalizedLookup, position: SourcePosition, isHidden: Bool = false) {
        self.lookup = lookup
        self.position = position
        self.isHidden = isHidden
    }
}

extension AccessibilityUse {
    /// The forms whose text is a text field's title or prompt, shown as its placeholder: an example
    /// of what to type as often as a name.
    package static let textFieldForms: Set<String> = ["TextField(_:…)", "SecureField(_:…)", "TextField(_:text:prompt:)", "SecureField(_:text:prompt:)", CodeRole.searchPromptForm]

    /// Whether the use is a text field's title (``textFieldForms``).
    package var isTextFieldPrompt: Bool { Self.textFieldForms.contains(form) }
}
