/// What type an API's text parameter has, which decides what a literal passed to it is.
enum TextParameter: Sendable {
    /// SwiftUI's `LocalizedStringKey` overloads (`Text`, `Button`, `.accessibilityLabel`): a
    /// literal is a catalog key. SwiftUI's `StringProtocol` overloads are `@_disfavoredOverload`, so a
    /// literal always takes the key overload.
    case localizedStringKey
    /// A plain `String` (UIKit and AppKit properties and setters, notifications): a literal is
    /// spoken as written.
    case string
}

/// Decides what an argument expression gives VoiceOver: a catalog lookup, hard-coded text, text
/// with nothing to translate, or an expression known only at run time.
struct ArgumentJudge {
    let file: SwiftLexedFile
    /// The project's lookup routines that are functions (`L10n.tr`), as written.
    let functionRoutines: [String]
    /// The project's lookup routines that are members of a literal (`localized` for `.localized`).
    let memberRoutines: [String]

    init(file: SwiftLexedFile, routines: [String]) {
        self.file = file
        var functions: [String] = []
        var members: [String] = []
        for routine in routines {
            let name = routine.filter { !$0.isWhitespace }
            if name.hasPrefix(".") {
                members.append(String(name.dropFirst()))
            } else if !name.isEmpty {
                functions.append(name.hasSuffix("()") ? String(name.dropLast(2)) : name)
            }
        }
        functionRoutines = functions
        memberRoutines = members
    }

    /// Judges the expression `range` passed where the API takes `parameter`.
    func judge(_ range: Range<Int>, as parameter: TextParameter) -> SpokenArgument {
        let range = file.unwrapped(range)
        if file.isLiteral(range) {
            let literal = file.decodedLiteral(at: range.lowerBound)
            switch parameter {
            case .localizedStringKey:
                return literal.plainText == "" ? .untranslatable(literal) : .localized(LocalizedLookup(key: literal, kind: .localizedStringKey))
            case .string:
                return Self.judgeText(literal)
            }
        }
        if let lookup = memberRoutineLookup(range) { return lookup }
        if let open = file.callParen(in: range), let judged = judgeCall(callee: range.lowerBound..<open, open: open, as: parameter) {
            return judged
        }
        return .dynamic(expression: file.expressionText(range))
    }

    /// Text given where the API takes a `String`: hard-coded when its literal parts hold a letter.
    static func judgeText(_ literal: SwiftStringLiteral) -> SpokenArgument {
        for case .text(let text) in literal.segments where text.contains(where: \.isLetter) {
            return .hardCoded(literal)
        }
        return .untranslatable(literal)
    }

    /// A call that looks a key up, or `Text(verbatim:)`; `nil` for any other call.
    private func judgeCall(callee: Range<Int>, open: Int, as parameter: TextParameter) -> SpokenArgument? {
        // Names of lookups are a few tokens long (`SwiftUI.Text`, `L10n.tr`); a longer callee is none.
        guard callee.count <= 8, let arguments = file.arguments(ofParen: open) else { return nil }
        let name = file.expressionText(callee)
        switch name {
        case "Text", "SwiftUI.Text", "Text.init":
            if let verbatim = file.argument("verbatim", in: arguments) {
                guard file.isLiteral(verbatim.expression) else { return nil }
                return Self.judgeText(file.decodedLiteral(at: verbatim.expression.lowerBound))
            }
            return lookup(arguments, kind: .localizedStringKey, key: file.firstUnlabeled(arguments), table: "tableName", defaultValue: nil)
        case "String", "Swift.String", "String.init":
            return lookup(arguments, kind: .stringLocalized, key: file.argument("localized", in: arguments), table: "table", defaultValue: "defaultValue")
        case "NSLocalizedString", "Foundation.NSLocalizedString":
            return lookup(arguments, kind: .nsLocalizedString, key: file.firstUnlabeled(arguments), table: "tableName", defaultValue: "value")
        case "LocalizedStringResource", "Foundation.LocalizedStringResource", "LocalizedStringResource.init":
            return lookup(arguments, kind: .localizedStringResource, key: file.firstUnlabeled(arguments), table: "table", defaultValue: "defaultValue")
        case "LocalizedStringKey", "SwiftUI.LocalizedStringKey", "LocalizedStringKey.init":
            return lookup(arguments, kind: .localizedStringKey, key: file.firstUnlabeled(arguments), table: nil, defaultValue: nil)
        case ".init":
            // The type is the parameter's: `table:` and `defaultValue:` are `LocalizedStringResource`'s,
            // `tableName:` is `Text`'s; with neither, a literal converts as it would if passed directly.
            if file.argument("table", in: arguments) != nil || file.argument("defaultValue", in: arguments) != nil {
                return lookup(arguments, kind: .localizedStringResource, key: file.firstUnlabeled(arguments), table: "table", defaultValue: "defaultValue")
            }
            if file.argument("tableName", in: arguments) != nil {
                return lookup(arguments, kind: .localizedStringKey, key: file.firstUnlabeled(arguments), table: "tableName", defaultValue: nil)
            }
            guard arguments.count == 1, let only = file.firstUnlabeled(arguments), file.isLiteral(file.unwrapped(only.expression)) else { return nil }
            return judge(only.expression, as: parameter)
        default:
            guard functionRoutines.contains(name) else { return nil }
            let key = arguments.first { file.isLiteral(file.unwrapped($0.expression)) }
            let table: StaticString = file.argument("table", in: arguments) != nil ? "table" : "tableName"
            return lookup(arguments, kind: .routine, key: key, table: table, defaultValue: nil)
        }
    }

    /// `"Close".localized` or `"Close".localized(…)` for a configured member routine.
    private func memberRoutineLookup(_ range: Range<Int>) -> SpokenArgument? {
        guard !memberRoutines.isEmpty, !range.isEmpty, file.tokens[range.lowerBound].kind == .string else { return nil }
        let period = file.next(after: range.lowerBound)
        guard period + 1 < range.upperBound, file.tokens[period].kind == .period, file.tokens[period + 1].kind == .identifier,
              memberRoutines.contains(where: { file.token(period + 1, equals: $0) }) else { return nil }
        var arguments: [CallArgument] = []
        if period + 2 != range.upperBound {
            guard file.tokens[period + 2].kind == .leftParen, Int(file.tokens[period + 2].link) == range.upperBound - 1,
                  let inside = file.arguments(ofParen: period + 2) else { return nil }
            arguments = inside
        }
        let key = CallArgument(label: nil, expression: range.lowerBound..<period)
        let table: StaticString = file.argument("table", in: arguments) != nil ? "table" : "tableName"
        return lookup(arguments, kind: .routine, key: key, table: table, defaultValue: nil)
    }

    /// A lookup from a call's arguments; `nil` (so: dynamic) when the key or the table is not a literal.
    private func lookup(
        _ arguments: [CallArgument], kind: LocalizedLookup.Kind, key: CallArgument?, table tableLabel: StaticString?,
        defaultValue defaultLabel: StaticString?
    ) -> SpokenArgument? {
        guard let key, case let keyRange = file.unwrapped(key.expression), file.isLiteral(keyRange) else { return nil }
        var table: String?
        if let tableLabel, let argument = file.argument(tableLabel, in: arguments) {
            guard let text = file.plainLiteralText(file.unwrapped(argument.expression)) else { return nil }
            table = text
        }
        var defaultValue: SwiftStringLiteral?
        if let defaultLabel, let argument = file.argument(defaultLabel, in: arguments), file.isLiteral(file.unwrapped(argument.expression)) {
            defaultValue = file.decodedLiteral(at: file.unwrapped(argument.expression).lowerBound)
        }
        let comment = file.argument("comment", in: arguments).flatMap { file.plainLiteralText(file.unwrapped($0.expression)) }
        let bundle = file.argument("bundle", in: arguments).map { bundleOf(file.unwrapped($0.expression)) } ?? .main
        return .localized(LocalizedLookup(
            key: file.decodedLiteral(at: keyRange.lowerBound), table: table, bundle: bundle, kind: kind, defaultValue: defaultValue, comment: comment))
    }

    /// The bundle an expression names.
    private func bundleOf(_ range: Range<Int>) -> LocalizedLookup.Bundle {
        switch file.expressionText(range) {
        case ".main", "Bundle.main", "Foundation.Bundle.main": .main
        case ".module", "Bundle.module", "#bundle": .module
        case let other: .other(other)
        }
    }
}
