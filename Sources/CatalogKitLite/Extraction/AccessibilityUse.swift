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

    /// Creates a use.
    public init(
        form: String, role: AccessibilityRole, isImplicit: Bool, callPosition: SourcePosition,
        argumentPosition: SourcePosition, argument: SpokenArgument,
        literalsInInterpolations: [SwiftStringLiteral] = [], element: Int
    ) {
        self.form = form
        self.role = role
        self.isImplicit = isImplicit
        self.callPosition = callPosition
        self.argumentPosition = argumentPosition
        self.argument = argument
        self.literalsInInterpolations = literalsInInterpolations
        self.element = element
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
    /// A variable or any other expression, as written in the source (whitespace collapsed).
    case dynamic(expression: String)
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
        /// A routine named in the configuration's `sources.localizationRoutines`.
        case routine
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

    /// Creates a lookup.
    public init(
        key: SwiftStringLiteral, table: String? = nil, bundle: Bundle = .main, kind: Kind,
        defaultValue: SwiftStringLiteral? = nil, comment: String? = nil
    ) {
        self.key = key
        self.table = table
        self.bundle = bundle
        self.kind = kind
        self.defaultValue = defaultValue
        self.comment = comment
    }
}

/// A string literal of Swift source, decoded: its text pieces and interpolations in order.
public struct SwiftStringLiteral: Hashable, Sendable {
    /// One piece of a literal.
    public enum Segment: Hashable, Sendable {
        /// Text, with escapes decoded (`\n` is a line break, `\u{E9}` is `é`).
        case text(String)
        /// An interpolation `\( … )`, its expression as written (whitespace collapsed).
        case interpolation(String)
    }

    /// The pieces, in order; adjacent text pieces are joined.
    public var segments: [Segment]
    /// Where the literal starts (its first `#` or `"`).
    public var position: SourcePosition

    /// Creates a literal.
    public init(segments: [Segment], position: SourcePosition) {
        self.segments = segments
        self.position = position
    }

    /// The text when the literal has no interpolation.
    public var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let piece) = segment else { return nil }
            text += piece
        }
        return text
    }

    /// Whether the literal has any interpolation.
    public var hasInterpolation: Bool {
        segments.contains { if case .interpolation = $0 { true } else { false } }
    }
}

/// What the recogniser found in one Swift file.
public struct SourceScan: Hashable, Sendable {
    /// Every accessibility use, in source order.
    public var uses: [AccessibilityUse]
    /// Suppression comments: for each 1-based line that a `// xcstrings-a11y:disable-next-line RULE[, RULE]`
    /// comment applies to (the line after the comment), the rule ids it names (`all` for every rule).
    public var suppressedRules: [Int: Set<String>]
    /// The clauses of the file's `#if` blocks, by where they start: which builds compile which code.
    public var conditionalClauses: [ConditionalClause]

    /// Creates a scan.
    public init(uses: [AccessibilityUse] = [], suppressedRules: [Int: Set<String>] = [:], conditionalClauses: [ConditionalClause] = []) {
        self.uses = uses
        self.suppressedRules = suppressedRules
        self.conditionalClauses = conditionalClauses
    }

    /// The clauses whose code holds the byte at `offset`, outermost first.
    public func clauses(containing offset: Int) -> [ConditionalClause] {
        conditionalClauses.filter { $0.range.contains(offset) }
    }
}

/// A Swift file that cannot be read as source: not UTF-8, or a literal or comment never closed.
public struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not UTF-8: the file cannot be read as text at all.
        case notUTF8
        /// A string literal, regex literal or block comment is never closed.
        case unterminated
    }

    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong, e.g. "the file is not UTF-8" or "unterminated string literal".
    public var message: String
    /// What kind of problem it is.
    public var kind: Kind

    /// Creates an error.
    public init(position: SourcePosition, message: String, kind: Kind = .unterminated) {
        self.position = position
        self.message = message
        self.kind = kind
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
