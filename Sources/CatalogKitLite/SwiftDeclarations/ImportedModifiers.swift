/// The public view modifiers of one module that hand a parameter to an accessibility modifier,
/// seen from the other modules of the run: Fernlet's design-system package declares
/// `public extension View { func fernletIconButton(_ accessibilityLabel: LocalizedStringKey, …) ->
/// some View { … .accessibilityLabel(accessibilityLabel) } }`, and the app calls
/// `.fernletIconButton("Dismiss nutrient nudge")` 31 times, each a label whose key the app's
/// catalog must hold (the thirty-first study's judge found all of them unread).
///
/// A module's own modifiers are followed to their call sites in the module (`CallSiteForwarding`);
/// this reads the body of another module's modifier, which that module's audit cannot connect to
/// callers it does not see.
enum ImportedModifiers {
    /// A modifier, and what it hands on.
    struct Modifier: Sendable {
        var name: String
        /// Its parameters, which a call's arguments are bound to by label (``HelperCall/bind(_:_:in:)``,
        /// as a public lookup helper's are); their ranges are in the declaring module's file.
        var parameters: [SwiftParameter]
        /// What each spoken parameter becomes.
        var spoken: [Spoken]
    }

    /// One parameter the modifier gives VoiceOver.
    struct Spoken: Sendable {
        var parameter: Int
        /// The form of the accessibility modifier the body calls (`.accessibilityLabel(_:)`).
        var form: String
        var role: AccessibilityRole
        /// Whether a literal the caller writes is a catalog key (`LocalizedStringKey`,
        /// `LocalizedStringResource`) or text spoken as written (`String`).
        var isKey: Bool
    }

    /// The framework view types whose extensions declare an app's own modifiers.
    static let extendedViewTypes: Set<String> = [
        "View", "Text", "Image", "Button", "Label", "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIBarButtonItem",
        "NSView", "NSControl", "NSButton", "NSTextField", "NSImageView",
    ]

    /// The accessibility modifiers a body may hand a parameter to, with their roles.
    private static let accessibilityModifiers: [String: AccessibilityRole] = [
        "accessibilityLabel": .label, "accessibilityHint": .hint, "accessibilityValue": .value, "help": .hint,
    ]

    /// Gives each module the public modifiers of the others (not those whose name it declares itself).
    static func link(_ modules: inout [SwiftModule]) {
        let own = modules.map { modifiers(declaredIn: $0) }
        guard own.contains(where: { !$0.isEmpty }) else { return }
        for index in modules.indices {
            let declared = Set(modules[index].declarations.joined().filter { declaration in
                declaration.kind == .function && declaration.owner.map(extendedViewTypes.contains) == true
            }.map(\.name))
            var visible: [String: [Modifier]] = [:]
            for (other, modifiers) in own.enumerated() where other != index {
                for modifier in modifiers where !declared.contains(modifier.name) { visible[modifier.name, default: []].append(modifier) }
            }
            modules[index].importedModifiers = visible
        }
    }

    /// The public methods of extensions of framework view types whose body hands a text parameter,
    /// as it is, to `.accessibilityLabel`, `.accessibilityHint`, `.accessibilityValue` or `.help`.
    static func modifiers(declaredIn module: SwiftModule) -> [Modifier] {
        var result: [Modifier] = []
        for (fileIndex, declarations) in module.declarations.enumerated() {
            let file = module.files[fileIndex]
            for declaration in declarations where declaration.kind == .function && declaration.body >= 0 && !declaration.isStatic {
                guard let owner = declaration.owner, extendedViewTypes.contains(owner), declaration.isPublic else { continue }
                var spoken: [Spoken] = []
                for (index, parameter) in declaration.parameters.enumerated() {
                    let type = TextType.of(annotation: parameter.type, in: file)
                    guard type == .key || type == .resource || type == .string else { continue }
                    for (modifier, role) in handedTo(parameter.name, body: Int(declaration.body), in: file) {
                        spoken.append(Spoken(parameter: index, form: ".\(modifier)(_:)", role: role, isKey: type != .string))
                    }
                }
                guard !spoken.isEmpty else { continue }
                result.append(Modifier(name: declaration.name, parameters: declaration.parameters, spoken: spoken))
            }
        }
        return result
    }

    /// The accessibility modifiers a body calls with the parameter alone (`.accessibilityLabel(label)`,
    /// `help(text)` on `self`), or wrapped in a `Text` (`Text(label)`, `Text(verbatim: label)`).
    private static func handedTo(_ parameter: String, body brace: Int, in file: SwiftLexedFile) -> [(String, AccessibilityRole)] {
        let end = Int(file.tokens[brace].link)
        guard end > brace else { return [] }
        var found: [(String, AccessibilityRole)] = []
        for index in (brace + 1)..<end where file.tokens[index].kind == .identifier && index + 1 < end && file.tokens[index + 1].kind == .leftParen {
            guard let role = accessibilityModifiers[file.text(ofToken: index)] else { continue }
            let open = index + 1
            let close = Int(file.tokens[open].link)
            guard close > open, isParameter(parameter, (open + 1)..<close, in: file) else { continue }
            found.append((file.text(ofToken: index), role))
        }
        return found
    }

    /// Whether an argument is the parameter as it is: `label`, `Text(label)` or `Text(verbatim: label)`.
    private static func isParameter(_ parameter: String, _ range: Range<Int>, in file: SwiftLexedFile) -> Bool {
        if range.count == 1 { return file.token(range.lowerBound, equals: parameter) }
        guard range.count >= 4, file.token(range.lowerBound, is: "Text"), file.tokens[range.lowerBound + 1].kind == .leftParen,
              Int(file.tokens[range.lowerBound + 1].link) == range.upperBound - 1 else { return false }
        let inner = (range.lowerBound + 2)..<(range.upperBound - 1)
        if inner.count == 1 { return file.token(inner.lowerBound, equals: parameter) }
        return inner.count == 3 && file.token(inner.lowerBound, is: "verbatim") && file.tokens[inner.lowerBound + 1].kind == .colon
            && file.token(inner.lowerBound + 2, equals: parameter)
    }
}
