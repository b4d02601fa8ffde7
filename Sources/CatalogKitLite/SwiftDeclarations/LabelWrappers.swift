/// App views that show a closure they are given as a control's label: PegaseUIData's
/// `UniformActionButton(action: go) { HStack { Image(…); Text(title) } }`, whose body is
/// `Button(action: action) { HStack { content() } }`; Yattee's `PlatformMenuPicker`, which passes its
/// `label` closure to `Picker(selection:content:label:)` and whose initialiser sets it to
/// `{ Text(titleKey) }`. The text in such a closure is the control's title, as in a `Button`'s
/// label closure (the 28th and 29th studies missed 31 such sites).
enum LabelWrappers {
    /// The controls whose one trailing closure, when no title is passed, is their label.
    static let labelFirstControls: [StaticString] = [
        "Button", "Toggle", "Link", "NavigationLink", "ShareLink", "Stepper", "Slider", "ColorPicker", "DatePicker",
        "TextField", "SecureField", "ProgressView", "Gauge", "Label", "AsyncButton", "SettingsLink",
    ]
    /// The controls whose first closure is their content, with the label only in `label:`.
    static let contentFirstControls: [StaticString] = ["Menu", "Picker", "DisclosureGroup", "LabeledContent", "MultiDatePicker", "ControlGroup"]

    /// The containers that lay their views out as one: a label may lie inside their closure.
    static let layoutContainers: [StaticString] = [
        "HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ViewThatFits", "HStackLayout", "VStackLayout", "ForEach",
    ]

    /// One app view that shows a closure as a control's label.
    struct Wrapper: Sendable {
        /// Its stored properties of a function type, in the order they are declared: the order
        /// the memberwise initialiser takes them, which decides what a trailing closure sets.
        var closures: [String]
        /// Those it shows as a control's label.
        var labels: Set<String>

        /// The property a call's first trailing closure sets: the first closure property that no
        /// argument in the parentheses names (`UniformActionButton(action: go) { … }` sets `content`),
        /// past as many unlabelled ones (`_name`) as the parentheses give closures without a label.
        func propertyOfTrailingClosure(givenLabels: Set<String>, unlabelledClosures: Int = 0) -> String? {
            var skipped = 0
            return closures.first { name in
                guard !givenLabels.contains(name) else { return false }
                if name.hasPrefix("_"), skipped < unlabelledClosures {
                    skipped += 1
                    return false
                }
                return true
            }
        }
    }

    /// The module's wrappers, by the name of their type.
    static func find(files: [SwiftLexedFile], declarations: [[SwiftDeclaration]], scopes: [SwiftScopeTree]) -> [String: Wrapper] {
        var found: [String: Wrapper] = [:]
        for (fileIndex, file) in files.enumerated() {
            var closures: [String: [(name: String, token: Int)]] = [:]
            for declaration in declarations[fileIndex] where declaration.kind == .constant || declaration.kind == .variable {
                guard let owner = declaration.owner, declaration.value == nil, declaration.localScope < 0, !declaration.isStatic,
                      let type = declaration.type, type.contains(where: { file.tokens[$0].kind == .operator && file.token($0, is: "->") }) else { continue }
                closures[owner, default: []].append((declaration.name, Int(declaration.nameToken)))
            }
            guard !closures.isEmpty else { continue }
            // Names are compared by their bytes, and only those as long as one: most identifiers
            // are no closure property's.
            let names = Dictionary(grouping: Set(closures.values.flatMap { $0.map(\.name) }), by: \.utf8.count)
            var lengths = [Bool](repeating: false, count: 64)
            for length in names.keys where length < lengths.count { lengths[length] = true }
            let tree = scopes[fileIndex]
            var labels: [String: Set<String>] = [:]
            for index in file.tokens.indices where file.tokens[index].kind == .identifier {
                let length = Int(file.tokens[index].end - file.tokens[index].start)
                guard length < lengths.count, lengths[length], let sameLength = names[length],
                      let text = sameLength.first(where: { file.token(index, equals: $0) }),
                      isCall(index, in: file) || isLabelArgument(index, in: file), let owner = tree.enclosingType(of: index),
                      let properties = closures[owner], properties.contains(where: { $0.name == text && $0.token != index }) else { continue }
                if isShownAsLabel(index, in: file, tree: tree) { labels[owner, default: []].insert(text) }
            }
            for (owner, shown) in labels {
                var wrapper = found[owner] ?? Wrapper(closures: [], labels: [])
                wrapper.closures += (closures[owner] ?? []).map(\.name)
                wrapper.labels.formUnion(shown)
                found[owner] = wrapper
            }
        }
        // Views that store the label a closure makes (``storedViewWrappers(in:declarations:tree:)``),
        // where no closure property makes the type one already.
        for (fileIndex, file) in files.enumerated() {
            for (owner, wrapper) in storedViewWrappers(in: file, declarations: declarations[fileIndex], tree: scopes[fileIndex]) where found[owner] == nil {
                found[owner] = wrapper
            }
        }
        return found
    }

    /// Gives each module the wrappers the run's other modules declare, under names it declares none
    /// of: btlb's `RoundedButton` of its LibraryUI package, called from its Bookmarks package (55th
    /// study). A name two other modules declare is left out.
    static func link(_ modules: inout [SwiftModule]) {
        let declared = modules.map(\.labelWrappers)
        guard declared.filter({ !$0.isEmpty }).count > 0, modules.count > 1 else { return }
        for index in modules.indices {
            // The module's own wrapper of a name wins over the others'.
            modules[index].labelWrappers.merge(SwiftModule.declaredOnceElsewhere(declared, besides: index)) { own, _ in own }
        }
    }

    /// Whether the closure property named at `index` is shown as a control's label there: called
    /// inside a control's label closure (`Button(action: a) { HStack { content() } }`), or passed
    /// as a control's `label:` (`Picker(selection: $s, content: content, label: label)`).
    private static func isShownAsLabel(_ index: Int, in file: SwiftLexedFile, tree: SwiftScopeTree) -> Bool {
        // `label: label` in a control's arguments.
        if isLabelArgument(index, in: file), let open = file.enclosingParenthesis(of: index), open >= 1, isControl(open - 1, in: file) {
            return true
        }
        // `content()` inside a control's label closure, through layout containers and blocks.
        return isCall(index, in: file) && isInsideLabelClosure(index, in: file, tree: tree)
    }

    /// Whether the token lies inside a control's label closure, through layout containers and blocks.
    static func isInsideLabelClosure(_ index: Int, in file: SwiftLexedFile, tree: SwiftScopeTree) -> Bool {
        var scope = tree.scope(of: index)
        for _ in 0..<6 {
            guard scope > 0 else { return false }
            let current = tree.scopes[scope]
            switch current.kind {
            case .block:
                break
            case .closure:
                let open = Int(current.open)
                if isLabelClosure(open, in: file) { return true }
                guard isContainer(open, in: file) else { return false }
            default:
                return false
            }
            scope = Int(current.parent)
        }
        return false
    }

    /// Whether the name at `index` is called with no arguments: `content()`.
    private static func isCall(_ index: Int, in file: SwiftLexedFile) -> Bool {
        index + 2 < file.tokens.count && file.tokens[index + 1].kind == .leftParen && file.tokens[index + 2].kind == .rightParen
    }

    /// Whether the name at `index` (or `self.` and it) is the value of a `label:` argument.
    private static func isLabelArgument(_ index: Int, in file: SwiftLexedFile) -> Bool {
        var name = index
        if name >= 2, file.tokens[name - 1].kind == .period, file.tokens[name - 2].keyword == .self { name -= 2 }
        return name >= 2 && file.tokens[name - 1].kind == .colon && file.token(name - 2, is: "label")
    }

    /// Whether the closure opened at `brace` is a control's label: after `label:`, or the one
    /// trailing closure of a label-first control given no title.
    static func isLabelClosure(_ brace: Int, in file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        let before = brace - 1
        guard before >= 0 else { return false }
        if tokens[before].kind == .colon { return before >= 1 && file.token(before - 1, is: "label") }
        var callee = before
        if tokens[before].kind == .rightParen, tokens[before].link >= 0 {
            let open = Int(tokens[before].link)
            // `Button("Play") { … }`: the title is given, the closure is the action.
            if let arguments = file.arguments(ofParen: open), arguments.contains(where: { $0.label == nil }) { return false }
            callee = open - 1
        }
        guard callee >= 0, labelFirstControls.contains(where: { file.token(callee, is: $0) }) else { return false }
        // `Button { action } label: { … }`: the first closure is the action.
        let close = Int(tokens[brace].link)
        return !(close + 1 < tokens.count && file.token(close + 1, is: "label"))
    }

    /// Whether the brace opens a layout container's closure (`HStack {`, `VStack(spacing: 8) {`).
    private static func isContainer(_ brace: Int, in file: SwiftLexedFile) -> Bool {
        var callee = brace - 1
        if callee >= 0, file.tokens[callee].kind == .rightParen, file.tokens[callee].link >= 0 { callee = Int(file.tokens[callee].link) - 1 }
        guard callee >= 0 else { return false }
        return ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ViewThatFits"].contains { file.token(callee, is: $0) }
    }

    /// Whether the token names a control that takes a label.
    private static func isControl(_ index: Int, in file: SwiftLexedFile) -> Bool {
        file.tokens[index].kind == .identifier
            && (labelFirstControls.contains { file.token(index, is: $0) } || contentFirstControls.contains { file.token(index, is: $0) })
    }
}
