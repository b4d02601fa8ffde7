/// An app view written as a control's label (`NavigationLink { … } label: { PartyCardView(party:
/// party) }`, `Button(action: open) { HomePersonCard(person: p) }`) whose body builds text of its own
/// (`Text(Copy.seats)`, `Text(String(localized: "LikeCountFormat"))`): VoiceOver speaks that text as
/// the control's label, so each `Text` the body shows is a label of the control. The 38th and 39th
/// studies missed such labels in three of ten apps (machtblick's party cards, Likehate's person and
/// comparison cards). Text that the view's makers pass in is read at the makers (``TextViews``).
struct LabelViewShown: Hashable, Sendable {
    /// The view's type, as the label closure writes it.
    var type: String
    /// The control that shows it (`NavigationLink`, `Button`).
    var control: String
}

extension RecognizedName {
    /// Whether a control given no title shows its one trailing closure as its label
    /// (`Button(action:) { … }`, `NavigationLink { … }`; `true`), or only a `label:` closure, its
    /// first closure being its content (`Menu`, `Picker`, `DisclosureGroup`; `false`); `nil` for the
    /// others, which are not read for views in their label.
    var showsTrailingClosureAsLabel: Bool? {
        switch self {
        case .Button, .NavigationLink, .Link, .Toggle, .ShareLink, .AsyncButton: true
        case .Menu, .Picker, .DisclosureGroup: false
        default: nil
        }
    }
}

extension CallRecognition {
    /// The app views written as the label of the SwiftUI control named at `index`, given no title
    /// (its trailing closure or its `label:` closure, through stacks and groups): each view's name token.
    private func viewsInLabel(ofControl index: Int, labelFirst: Bool) -> [Int] {
        let previous = shape.previous(index)
        if previous >= 0, kind(previous) == .period || isDeclarationKeyword(previous) { return [] }
        var next = index + 1
        var closure: Int?
        if kind(next) == .leftParen {
            let close = Int(file.tokens[next].link)
            guard close > next else { return [] }
            closure = labelArgument(between: next, and: close)
            next = close + 1
        }
        if closure == nil, kind(next) == .leftBrace, Int(file.tokens[next].link) > next {
            let close = Int(file.tokens[next].link)
            if kind(close + 1) == .identifier, file.token(close + 1, is: "label"), kind(close + 2) == .colon, kind(close + 3) == .leftBrace {
                closure = close + 3
            } else if labelFirst {
                closure = next
            }
        }
        return closure.map(viewsWritten(in:)) ?? []
    }

    /// The `{` of a `label: { … }` argument between a call's parentheses, if it passes one.
    private func labelArgument(between open: Int, and close: Int) -> Int? {
        var index = open + 1
        while index + 2 < close {
            switch kind(index) {
            case .leftParen, .leftBracket, .leftBrace:
                index = max(index + 1, Int(file.tokens[index].link) + 1)
                continue
            case .identifier where kind(index + 1) == .colon && kind(index + 2) == .leftBrace && file.token(index, is: "label"):
                return index + 2
            default:
                index += 1
            }
        }
        return nil
    }

    /// The app views (a name in capitals called as a statement, whose type has a `body`) written as
    /// the views of a closure, or of the stacks and groups in it.
    private func viewsWritten(in closure: Int) -> [Int] {
        var found: [Int] = []
        var open = [closure]
        while let brace = open.popLast(), found.count < 8 {
            let end = Int(file.tokens[brace].link)
            guard end > brace else { continue }
            var index = brace + 1
            while index < end {
                switch kind(index) {
                case .leftParen, .leftBracket:
                    index = max(index + 1, Int(file.tokens[index].link) + 1)
                    continue
                case .leftBrace:
                    let callee = skippingArguments(shape.previous(index))
                    if LabelWrappers.layoutContainers.contains(where: { file.token(callee, is: $0) }) { open.append(index) }
                    index = max(index + 1, Int(file.tokens[index].link) + 1)
                    continue
                case .identifier:
                    if kind(index + 1) == .leftParen, startsStatement(index), file.startsWithUppercase(index), isAppView(index) {
                        found.append(index)
                    }
                default:
                    break
                }
                index += 1
            }
        }
        return found.sorted()
    }

    /// Whether the name at `index` is a view type of the module: one `body` is declared for it.
    private func isAppView(_ index: Int) -> Bool {
        // SwiftUI's own views first, by their bytes: most names in a label closure are theirs.
        for view: StaticString in ["Text", "Image", "Label", "HStack", "VStack", "Spacer"] where file.token(index, is: view) { return false }
        let name = file.text(ofToken: index)
        // A name no type of the module has needs no look at members (which tries qualified names too).
        guard judge.module.typesByLastName[name] != nil else { return false }
        let bodies = judge.module.members(named: "body", of: name)
        return bodies.count == 1 && judge.module.declaration(bodies[0]).kind == .computed
    }

    /// The app views that the file's controls given no title (``untitledControls``) show as their
    /// label, where VoiceOver hears the control by them: no explicit label on the control's chain
    /// replaces them, and the control is not hidden.
    func labelViewsShown() -> [LabelViewShown] {
        guard !untitledControls.isEmpty else { return [] }
        var explicit = Set<Int>()
        for use in uses where use.role == .label && !use.isImplicit { explicit.insert(use.element) }
        var shown: [LabelViewShown] = []
        let replaced = replacedChildren
        for (control, labelFirst) in untitledControls {
            let views = viewsInLabel(ofControl: control, labelFirst: labelFirst)
            guard !views.isEmpty else { continue }
            let element = elements[.chain(shape.chainRoot(of: control) { _ in nil })]
            if let element, explicit.contains(element) || hiddenElements.contains(element) { continue }
            if hiddenViews.contains(where: { $0.contains(control) }) || replaced.contains(where: { $0.tokens.contains(control) }) { continue }
            shown += views.map { LabelViewShown(type: file.text(ofToken: $0), control: file.text(ofToken: control)) }
        }
        return shown
    }

    /// The labels the body of a view shown as a control's label gives it: each `Text` the body
    /// writes as a view (through stacks, groups and `if`s), in no label closure of its own, whose
    /// text the view looks up or writes itself. `body` is the `{` of the view's `body`.
    mutating func labelsOfViewBody(_ body: Int, control: String) -> (labels: [AccessibilityUse], texts: [Int: Int]) {
        let end = Int(file.tokens[body].link)
        guard end > body else { return ([], [:]) }
        let element = element(.chain(body))
        // Where each `Text(…)` read ends, by where it starts, in bytes.
        var texts: [Int: Int] = [:]
        for index in (body + 1)..<end where kind(index) == .identifier && file.token(index, is: "Text") {
            guard isConstructorCall(index, module: "SwiftUI"), startsStatement(index), labelClosure(around: index) == nil else { continue }
            var brace = enclosingBrace(index)
            while brace != body, brace >= 0, isTransparent(brace) { brace = enclosingBrace(brace) }
            guard brace == body else { continue }
            let close = Int(file.tokens[index + 1].link)
            texts[Int(file.tokens[index].start)] = Int(file.tokens[close].end)
            add("\(control) label: Text(_:)", .label, implicit: true, name: index, argument: index..<(close + 1), .localizedStringKey, element: element)
        }
        let labels = finishedUses().filter { use in
            switch use.argument {
            case .localized, .hardCoded: true
            case .untranslatable, .dynamic: false
            }
        }
        return (labels, texts)
    }

}

/// The module-wide step: the labels that app views' bodies give the controls that show them.
enum LabelViewBodies {
    /// The modifiers that change what VoiceOver hears of a view's texts: a body that writes one is
    /// not read, as its texts may not be what the control is heard by.
    static let accessibilityModifiers: [StaticString] = [
        "accessibilityElement", "accessibilityLabel", "accessibilityHidden", "accessibilityRepresentation", "accessibilityChildren",
    ]

    /// Whether the token names a modifier that changes what VoiceOver hears of the view's texts;
    /// `.accessibilityElement(children: .combine)` keeps them all, as one label.
    private static func changesWhatIsHeard(_ index: Int, in file: SwiftLexedFile) -> Bool {
        guard file.tokens[index].kind == .identifier, accessibilityModifiers.contains(where: { file.token(index, is: $0) }) else { return false }
        guard file.token(index, is: "accessibilityElement"), index + 1 < file.tokens.count, file.tokens[index + 1].kind == .leftParen,
              let arguments = file.arguments(ofParen: index + 1), let children = file.argument("children", in: arguments) else { return true }
        return file.expressionText(children.expression) != ".combine"
    }

    /// Adds to the scans of the files that declare them the labels of the views that some file's
    /// controls show as their label (each view once, by the first control in the module's order).
    static func apply(_ scans: inout [SourceScan], module: SwiftModule, routines: [String]) {
        var controlOf: [String: String] = [:]
        var order: [String] = []
        for scan in scans {
            for shown in scan.labelViews where controlOf[shown.type] == nil {
                controlOf[shown.type] = shown.control
                order.append(shown.type)
            }
        }
        for type in order.sorted() {
            let bodies = module.members(named: "body", of: type)
            guard bodies.count == 1, let control = controlOf[type] else { continue }
            let declaration = module.declaration(bodies[0])
            let fileIndex = Int(bodies[0].file)
            guard fileIndex < scans.count, declaration.body >= 0 else { continue }
            let file = module.files[fileIndex]
            let body = Int(declaration.body)
            let end = Int(file.tokens[body].link)
            guard end > body, !(body..<end).contains(where: { changesWhatIsHeard($0, in: file) }) else { continue }
            var recognition = CallRecognition(module: module, fileIndex: fileIndex, routines: routines)
            let found = recognition.labelsOfViewBody(body, control: control)
            add(found.labels, texts: found.texts, to: &scans[fileIndex])
        }
    }

    /// Adds the labels to a file's scan in source order, each with an element of its own beside
    /// the file's, and takes the lookups inside their `Text(…)`s (`texts`: where each ends, by where
    /// it starts, in bytes) out of the file's other lookups.
    private static func add(_ labels: [AccessibilityUse], texts: [Int: Int], to scan: inout SourceScan) {
        let known = Set(scan.uses.map { [$0.callPosition.offset, $0.argumentPosition.offset] })
        var labels = labels.filter { !known.contains([$0.callPosition.offset, $0.argumentPosition.offset]) }
        guard !labels.isEmpty else { return }
        let firstFree = scan.uses.map(\.element).max() ?? 0
        for index in labels.indices { labels[index].element += firstFree }
        let spans = labels.compactMap { label in texts[label.callPosition.offset].map { label.callPosition.offset..<$0 } }
        scan.otherLookups.removeAll { lookup in spans.contains { $0.contains(lookup.position.offset) } }
        // The uses' order is their source order; the texts forwarded by index move with them.
        let forwarded = scan.forwardedUses
        var merged = scan.uses.enumerated().map { (use: $0.element, forward: forwarded[$0.offset]) } + labels.map { (use: $0, forward: nil) }
        merged.sort { ($0.use.callPosition.offset, $0.use.argumentPosition.offset) < ($1.use.callPosition.offset, $1.use.argumentPosition.offset) }
        scan.uses = merged.map(\.use)
        scan.forwardedUses = [:]
        for (index, entry) in merged.enumerated() {
            if let forward = entry.forward { scan.forwardedUses[index] = forward }
        }
    }
}
