/// A call of a lookup helper written in code: which helper, and which expressions are its key and
/// its other arguments.
///
/// The forms: `"Saving".localized` and `"Saving".localized()` (a member of a string: the string is
/// the key), `L("Saving")`, `String.localized("Saving")`, `.localized("Saving")` (an implicit
/// member of the text type the parameter takes), `L10n.tr("Localizable", "key")`, and an app's
/// macro, `#localized("Saving", bundle: .module)`.
struct HelperCall: Sendable {
    var helper: HelperSignature
    /// The key's expression.
    var key: Range<Int>
    /// Per parameter index, the argument's expression (absent: the call leaves it to its default).
    var arguments: [Int: Range<Int>]
    /// The value an instance method is called on (`String.chat` of `String.chat.localized("x")`).
    var receiver: Range<Int>? = nil

    /// The helper call whose name is the identifier at `name`, if it is one; the call ends at the
    /// name (a property) or at the `)` after it.
    static func match(
        endingAt name: Int, in file: SwiftLexedFile, shape: ExpressionShape, helpers: [String: [HelperSignature]], enclosingType: String?
    ) -> HelperCall? {
        let tokens = file.tokens
        // A macro helper is named with its `#` (`#localized(…)`), a function or property without.
        guard tokens[name].kind == .identifier || tokens[name].kind == .poundKeyword else { return nil }
        let written = file.text(ofToken: name)
        var candidates = helpers[written] ?? []
        // `Text(key: "…")`, `String(accessibilityKey: …)`: an initialiser the app adds to a text type.
        if textOwnerNames.contains(written), let initialisers = helpers["init"] {
            candidates += initialisers.filter { $0.owner.map(lastName) == lastName(written) }
        }
        guard !candidates.isEmpty else { return nil }
        let hasParen = name + 1 < tokens.count && tokens[name + 1].kind == .leftParen && tokens[name + 1].link > name + 1
        let period = shape.previous(name)
        let afterPeriod = period >= 0 && tokens[period].kind == .period
        // What stands before the period: nothing (an implicit member), a type or `Self`, or a value.
        var receiver: Range<Int>?
        var qualifier: String?
        if afterPeriod {
            let root = shape.chainRoot(of: name)
            if root < period {
                receiver = root..<period
                qualifier = period - root <= 6 ? file.expressionText(root..<period) : nil
            }
        }
        let arguments = hasParen ? (file.arguments(ofParen: name + 1) ?? []) : []
        for helper in candidates {
            guard helper.isProperty == !hasParen else { continue }
            switch helper.key {
            case .receiver:
                // `"Saving".localized`, `key.localized()`: a member of the value it is called on.
                guard let receiver, !helper.isStatic, !isTypeName(qualifier) else { continue }
                guard let bound = bind(helper.parameters, arguments, in: file) else { continue }
                return HelperCall(helper: helper, key: receiver, arguments: bound)
            case .parameter(let keyIndex):
                guard hasParen else { continue }
                if afterPeriod {
                    if receiver == nil {
                        // `.localized("x")`: a static member of the text type the parameter takes.
                        guard helper.isStatic, let owner = helper.owner, textOwnerNames.contains(owner) else { continue }
                    } else if helper.isStatic {
                        guard let qualifier, qualifier == "Self" || lastName(qualifier) == helper.owner.map(lastName) else { continue }
                    }
                } else if helper.name == "init" {
                    // `Text(key: "…")`: a construction of the text type the initialiser extends.
                    guard helper.owner.map(lastName) == lastName(written) else { continue }
                } else if let owner = helper.owner {
                    // A bare call reaches the members of the type it is written in, and the static
                    // members of the types around it (btlb's `localized("…")` in `extension
                    // Localization { enum List { … } }`, 55th study).
                    guard let enclosingType, lastName(enclosingType) == lastName(owner)
                        || helper.isStatic && enclosingType.split(separator: ".").dropLast().contains(Substring(lastName(owner))) else { continue }
                }
                guard let bound = bind(helper.parameters, arguments, in: file), let key = bound[keyIndex] else { continue }
                return HelperCall(helper: helper, key: key, arguments: bound, receiver: helper.isStatic ? nil : receiver)
            }
        }
        return nil
    }

    /// `%"details.start"`: a call of a prefix operator the app declares as a lookup helper
    /// (iTorrent's `prefix func %(expression: String.LocalizationValue) -> String`, 58th study), the
    /// operand its key; `range` is the whole expression, from the operator on.
    static func matchPrefixOperator(_ range: Range<Int>, in file: SwiftLexedFile, helpers: [String: [HelperSignature]]) -> HelperCall? {
        guard range.count >= 2, file.tokens[range.lowerBound].kind == .operator, let candidates = helpers[file.text(ofToken: range.lowerBound)],
              let helper = candidates.first(where: { helper in
                  guard !helper.isProperty, helper.parameters.count == 1, case .parameter(0) = helper.key else { return false }
                  return true
              }) else { return nil }
        let operand = (range.lowerBound + 1)..<range.upperBound
        return HelperCall(helper: helper, key: operand, arguments: [0: operand])
    }

    private static func lastName(_ qualified: String) -> String {
        qualified.lastNameComponent
    }

    /// Whether a qualifier names a type (`String`, `Foundation.Bundle`): its last name starts with an
    /// upper-case letter (`Strings.close` is a value).
    private static func isTypeName(_ qualifier: String?) -> Bool {
        guard let qualifier, qualifier != "Self", !qualifier.contains("("), !qualifier.contains("\""),
              let first = lastName(qualifier).unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    /// The arguments of a call bound to the parameters by their labels, in order; parameters with
    /// a default value may be left out, a variadic one takes the unlabelled arguments that follow.
    /// `nil` when the labels do not fit.
    static func bind(_ parameters: [SwiftParameter], _ arguments: [CallArgument], in file: SwiftLexedFile) -> [Int: Range<Int>]? {
        var bound: [Int: Range<Int>] = [:]
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            func labelFits(_ argument: CallArgument) -> Bool {
                switch (argument.label, parameter.label) {
                case (nil, nil): true
                case (let written?, let expected?): file.token(written, equals: expected)
                default: false
                }
            }
            if next < arguments.count, labelFits(arguments[next]) {
                bound[index] = arguments[next].expression
                next += 1
                if parameter.isVariadic {
                    while next < arguments.count, arguments[next].label == nil { next += 1 }
                }
            } else if parameter.defaultValue == nil, !parameter.isVariadic {
                return nil
            }
        }
        return next == arguments.count ? bound : nil
    }
}
