/// A title shown on screen that the recogniser keeps until it knows whether the element also has
/// an explicit label: a `Text` view, a UIKit button's `setTitle(_:for:)`, an AppKit control's `title`.
struct PendingTitle {
    /// The form as reports name it (`setTitle(_:for:)`).
    var form: String
    /// The form's name token.
    var name: Int
    /// The tokens of the title's argument.
    var argument: Range<Int>
    /// What a literal passed there is.
    var parameter: TextParameter
    /// The element the title belongs to, if any use gives that element a number.
    var element: CallRecognition.ElementKey
}

extension CallRecognition {
    /// The forms that give an element its explicit accessibility label (not its input labels, an
    /// action's name or custom content).
    static let explicitLabelForms: Set<String> = [
        ".accessibilityLabel(_:)", ".accessibility(label:)", ".accessibilityLabel { Text(_:) }", "accessibilityLabel = …", "setAccessibilityLabel(_:)",
    ]

    /// The SwiftUI views whose title is visible words a Voice Control user says.
    static let visibleTitleViews: Set<String> = ["Button", "Toggle", "Link", "NavigationLink", "Label", "Text"]

    /// `button.setTitle(x, for: .normal)`: the title a UIKit button shows in its normal state, which
    /// VoiceOver speaks as its label when no other is set (ProfMonster's `doneButton.setTitle(
    /// String(localized: "Done"), for: .normal)`, unread in the 44th study).
    mutating func recognizeSetTitle(at index: Int) {
        guard kind(index + 1) == .leftParen, !file.token(shape.previous(index), is: "func"),
              let arguments = file.arguments(ofParen: index + 1), arguments.count == 2, arguments[0].label == nil,
              let state = file.argument("for", in: arguments), endsInName(state.expression, "normal") else { return }
        add("setTitle(_:for:)", .label, implicit: true, name: index, argument: arguments[0].expression, .string, element: receiverElement(index))
        pendingTitles.append(PendingTitle(
            form: "setTitle(_:for:)", name: index, argument: arguments[0].expression, parameter: .string, element: receiverKey(index)))
    }

    /// `rssButton.primaryAction = .init(title: %"rssfeed", image: …)`, `UIButton(primaryAction:
    /// .init(title: "Save") { … })`: an action written as an implicit member, whose title is the
    /// bar item's or the button's name (iTorrent's RSS button, missed in the 58th study). An action
    /// named as its type, `UIAction(title: …)`, is read where its name stands.
    mutating func recognizePrimaryAction(at index: Int) {
        let previous = shape.previous(index)
        let assigned = assignedValue(index)
        let value: Int
        if let assigned {
            value = assigned
        } else if kind(index + 1) == .colon, previous >= 0, kind(previous) == .leftParen || kind(previous) == .comma {
            value = index + 2
        } else {
            return
        }
        guard value + 2 < file.tokens.count, kind(value) == .period, file.token(value + 1, is: "init"), kind(value + 2) == .leftParen,
              let arguments = file.arguments(ofParen: value + 2), let title = file.argument("title", in: arguments) else { return }
        add("UIAction(title:…)", .label, implicit: true, name: index, argument: title.expression, .string,
            element: assigned == nil ? chainElement(value + 1) : receiverElement(index))
    }

    /// The visible titles of the elements that also have an explicit accessibility label, in source
    /// order: SwiftUI controls' titles (the implicit labels the explicit one replaces), `Text` views,
    /// UIKit `setTitle(_:for: .normal)` and AppKit `title = …` on the labelled receiver. A title
    /// that is not shown (`.labelsHidden()`, `.labelStyle(.iconOnly)`, a `Label` in a toolbar) is
    /// left out: Voice Control users cannot read it.
    mutating func visibleTitles() -> [AccessibilityUse] {
        var labelled = Set<Int>()
        for use in uses where use.role == .label && Self.explicitLabelForms.contains(use.form) {
            labelled.insert(use.element)
        }
        guard !labelled.isEmpty else { return [] }
        var titles: [AccessibilityUse] = []
        // Elements with a title that may or may not show: their visible words are not known, and
        // judging the others (a caption beside it) would take a description for the title.
        var unknown = Set<Int>()
        for (index, use) in uses.enumerated() where use.isImplicit && labelled.contains(use.element) {
            let view = Self.viewName(ofForm: use.form)
            guard Self.visibleTitleViews.contains(view) else { continue }
            // A `Label` on its own, in no control's label closure, is no control (TrafficVienna's
            // "Offline" badge): Voice Control has nothing to act on, unless a tap or a button trait
            // makes it one.
            if view == "Label", isStandaloneLabel(useNames[index]) { continue }
            switch titleVisibility(useNames[index], form: use.form) {
            case .shown: titles.append(use)
            case .hidden: continue
            case .unknown: unknown.insert(use.element)
            }
        }
        for pending in pendingTitles {
            guard let element = elements[pending.element], labelled.contains(element),
                  pending.form != "Text(_:)" || isInteractiveText(pending.name) else { continue }
            switch titleVisibility(pending.name, form: pending.form) {
            case .shown:
                titles += judgedUses(pending.form, .label, implicit: true, name: pending.name, argument: pending.argument, pending.parameter, element: element)
                    .map(\.0)
            case .hidden: continue
            case .unknown: unknown.insert(element)
            }
        }
        titles.removeAll { unknown.contains($0.element) }
        return titles.sorted { ($0.callPosition.offset, $0.argumentPosition.offset) < ($1.callPosition.offset, $1.argumentPosition.offset) }
    }

    /// `Button` of `Button(_:…)` and of `Button label: Text(_:)`.
    static func viewName(ofForm form: String) -> String {
        // Forms are ASCII names with punctuation after them: the bytes tell at once, while
        // `Character.isLetter` asks Unicode's tables for each (22,000 calls in the source benchmark).
        // (Their "…" is not ASCII: only a byte of the name itself that is not sends it to Unicode's tables.)
        let name = form.utf8.prefix { ($0 | 0x20) &- UInt8(ascii: "a") < 26 }
        if let next = form.utf8.dropFirst(name.count).first, next >= 0x80 { return String(form.prefix { $0.isLetter }) }
        return String(decoding: name, as: UTF8.self)
    }

    /// Whether a title is seen: hidden when its control or a view around it hides labels
    /// (`.labelsHidden()`, `.labelStyle(.iconOnly)`), or when it is the title of a `Label` or of a
    /// button with an icon inside a toolbar, which shows only the icon; unknown when such a title
    /// is built outside a view's `body`, where it may be placed in a toolbar.
    enum TitleVisibility {
        case shown, hidden, unknown
    }

    /// How the title whose name token is `name` is seen (see ``TitleVisibility``).
    private mutating func titleVisibility(_ name: Int, form: String) -> TitleVisibility {
        // A secondary text is a description: the title may be in a view the reader does
        // not follow (a card's `header` property), so the visible words are not known.
        if form.contains("Text("), isStyledAsDescription(name) { return .unknown }
        let showsIcon = form.hasPrefix("Label") || hasIconArgument(name)
        if kind(name + 1) == .leftParen, Int(file.tokens[name + 1].link) > name + 1, modifiersHideLabels(after: Int(file.tokens[name + 1].link)) {
            return .hidden
        }
        // Out through the closures around it, as a loop: labels hidden on a container hide them all.
        var brace = enclosingBrace(name)
        var steps = 0
        while brace >= 0, steps < 64 {
            let callee = skippingArguments(shape.previous(brace))
            // A toolbar shows a `Label`'s icon alone; so does a row's swipe action at the heights
            // of most rows (AuthenticKey's "Delete" with `systemImage: "trash"`, 58th study).
            if showsIcon, callee >= 0, kind(callee) == .identifier,
               ["toolbar", "ToolbarItem", "ToolbarItemGroup", "swipeActions"].contains(where: { file.token(callee, is: $0) }) {
                return .hidden
            }
            let close = Int(file.tokens[brace].link)
            if close > brace, modifiersHideLabels(after: close) { return .hidden }
            if showsIcon, opensDeclaration(brace) {
                // A view's `body` is shown as written; a view built by another property or function
                // may be placed in a toolbar, which shows only the icon.
                return opensBody(brace) ? .shown : .unknown
            }
            brace = enclosingBrace(brace)
            steps += 1
        }
        return .shown
    }

    /// Whether the brace opens the body of a function, initialiser or accessor.
    private func opensDeclaration(_ brace: Int) -> Bool {
        let tree = judge.module.scopes[judge.fileIndex]
        if case .function = tree.scopes[tree.scope(of: brace)].kind { return true }
        return false
    }

    /// `var body: some View {`: the brace opens a view's `body`.
    private func opensBody(_ brace: Int) -> Bool {
        var index = shape.previous(brace)
        var steps = 0
        while index > 0, steps < 8, kind(index) != .leftBrace, kind(index) != .rightBrace {
            if file.token(index, is: "body") { return file.token(shape.previous(index), is: "var") }
            index = shape.previous(index)
            steps += 1
        }
        return false
    }

    /// `Button("Add", systemImage: "plus")`, `Link("Site", image: …)`: a title beside an icon.
    private func hasIconArgument(_ name: Int) -> Bool {
        guard kind(name + 1) == .leftParen, let arguments = file.arguments(ofParen: name + 1) else { return false }
        return file.argument("systemImage", in: arguments) != nil || file.argument("image", in: arguments) != nil
    }

    /// Whether the modifiers after a call or closure (`)` or `}` at `end`) hide labels.
    private func modifiersHideLabels(after end: Int) -> Bool {
        modifierNames(after: end).contains { name in
            if file.token(name, is: "labelsHidden") { return true }
            guard file.token(name, is: "labelStyle"), kind(name + 1) == .leftParen, Int(file.tokens[name + 1].link) > name + 1 else { return false }
            return ((name + 2)..<Int(file.tokens[name + 1].link)).contains { kind($0) == .identifier && file.token($0, is: "iconOnly") }
        }
    }

    /// Whether a `Text`'s modifiers style it as a description: a secondary, tertiary or gray colour
    /// (a caption font alone is no sign: small buttons use it for their title).
    private func isStyledAsDescription(_ name: Int) -> Bool {
        guard kind(name + 1) == .leftParen, Int(file.tokens[name + 1].link) > name + 1 else { return false }
        let close = Int(file.tokens[name + 1].link)
        let marks: [(modifier: StaticString, values: [StaticString])] = [
            ("foregroundStyle", ["secondary", "tertiary", "gray"]), ("foregroundColor", ["secondary", "gray"]),
        ]
        return modifierNames(after: close).contains { modifier in
            guard kind(modifier + 1) == .leftParen, Int(file.tokens[modifier + 1].link) > modifier + 1 else { return false }
            let end = Int(file.tokens[modifier + 1].link)
            return marks.contains { mark in
                file.token(modifier, is: mark.modifier) && ((modifier + 2)..<end).contains { index in
                    kind(index) == .identifier && mark.values.contains { file.token(index, is: $0) }
                }
            }
        }
    }

    /// Whether the `Label` named at `name` stands in no control's label closure and takes no tap:
    /// a badge or a message, no control's title.
    mutating func isStandaloneLabel(_ name: Int) -> Bool {
        labelClosure(around: name) == nil && !isInteractiveText(name)
    }

    /// The elements of the file's `Label(_:…)` uses that are standalone (``isStandaloneLabel(_:)``).
    mutating func standaloneLabelElements() -> Set<Int> {
        var result = Set<Int>()
        for (index, use) in uses.enumerated() where use.form == CodeRole.labelForm && !result.contains(use.element) {
            if isStandaloneLabel(useNames[index]) { result.insert(use.element) }
        }
        return result
    }

    /// Whether a `Text` is something to act on: its modifiers make it tappable or a button.
    private func isInteractiveText(_ name: Int) -> Bool {
        guard kind(name + 1) == .leftParen, Int(file.tokens[name + 1].link) > name + 1 else { return false }
        let close = Int(file.tokens[name + 1].link)
        return modifierNames(after: close).contains { name in
            for modifier: StaticString in ["onTapGesture", "onLongPressGesture", "accessibilityAction"] where file.token(name, is: modifier) { return true }
            guard file.token(name, is: "accessibilityAddTraits"), kind(name + 1) == .leftParen, Int(file.tokens[name + 1].link) > name + 1 else { return false }
            return ((name + 2)..<Int(file.tokens[name + 1].link)).contains { index in
                kind(index) == .identifier && (file.token(index, is: "isButton") || file.token(index, is: "isLink"))
            }
        }
    }

    /// The name tokens of the modifiers chained after a call or closure (`)` or `}` at `end`).
    func modifierNames(after end: Int) -> [Int] {
        var names: [Int] = []
        var index = end + 1
        while index < file.tokens.count, names.count < 64 {
            switch kind(index) {
            case .period:
                guard kind(index + 1) == .identifier else { return names }
                names.append(index + 1)
                index += 2
            case .leftParen, .leftBrace:
                guard Int(file.tokens[index].link) > index else { return names }
                index = Int(file.tokens[index].link) + 1
            case .identifier where kind(index + 1) == .colon && kind(index + 2) == .leftBrace:
                // `} label: {`: a labelled trailing closure of the same call.
                index += 2
            default:
                return names
            }
        }
        return names
    }
}
