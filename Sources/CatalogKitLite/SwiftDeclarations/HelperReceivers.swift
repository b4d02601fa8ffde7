/// The values a helper whose table or bundle is a stored property of its receiver
/// (``HelperSignature/Source/member(_:)``) may be called on, as its own module declares them: a
/// static property that makes one with an initialiser (GOVKit's `public static var common:
/// LocalStringBuilder { .init(tableName: "Common", bundle: .module) }`). Another module that calls
/// `String.common.localized("openWebLinkHint")` cannot read GOVKit's declarations; the helper
/// carries what they give (the GOV.UK app's 19 lookups left "table not a literal", 27th study).
enum HelperReceivers {
    /// Fills ``HelperSignature/receivers`` of the helpers that read a stored property of their
    /// receiver, from the static properties of the module that declares each.
    static func attach(to helpers: inout [HelperSignature], in module: SwiftModule) {
        guard helpers.contains(where: { $0.readsItsReceiver }) else { return }
        var found: [String: HelperSignature.Receiver?] = [:]
        for (fileIndex, file) in module.files.enumerated() {
            for declaration in module.declarations[fileIndex] where declaration.isStatic && declaration.localScope < 0 && declaration.owner != nil {
                guard let open = madeValue(of: declaration, in: file), let arguments = file.arguments(ofParen: open) else { continue }
                var values: [String: HelperSignature.ReceiverArgument] = [:]
                for argument in arguments {
                    guard let label = argument.label else { continue }
                    let expression = file.unwrapped(argument.expression)
                    values[file.text(ofToken: label)] = HelperSignature.ReceiverArgument(
                        literal: file.plainLiteralText(expression), expression: file.expressionText(expression))
                }
                // A name two types declare is ambiguous: neither is taken.
                found[declaration.name] = found[declaration.name] == nil ? HelperSignature.Receiver(owner: declaration.owner!, arguments: values) : .some(nil)
            }
        }
        let receivers = found.compactMapValues { $0 }
        for index in helpers.indices where helpers[index].readsItsReceiver {
            helpers[index].receivers = receivers
        }
    }

    /// The `(` of the initialiser call a static property's value is, alone: `static let x = T(…)`,
    /// or a getter whose only statement is `.init(…)`, `T(…)`, `Self(…)` (with or without `return`).
    private static func madeValue(of declaration: SwiftDeclaration, in file: SwiftLexedFile) -> Int? {
        var expression: Range<Int>
        switch declaration.kind {
        case .constant, .variable:
            guard let value = declaration.value else { return nil }
            expression = file.unwrapped(value)
        case .computed:
            let brace = Int(declaration.body)
            guard brace >= 0, file.tokens[brace].link > brace else { return nil }
            expression = (brace + 1)..<Int(file.tokens[brace].link)
            if !expression.isEmpty, file.tokens[expression.lowerBound].keyword == .return { expression = (expression.lowerBound + 1)..<expression.upperBound }
        default:
            return nil
        }
        // `.init(…)`, or a type's name (`LocalStringBuilder(…)`, `Self(…)`).
        guard let call = file.namedCall(expression), call.callee.isEmpty || call.callee.first?.isUppercase == true else { return nil }
        return call.open
    }
}
