/// A closure that gives an element its label as views: a control's label closure
/// (`Button { … } label: { Text("Remove All") }`, `Toggle(isOn: $on) { Text("Wi-Fi") }`), the
/// closure of `.accessibilityLabel { … }`, or the `label:` closure of `.accessibilityAction`.
struct LabelClosure: Hashable {
    enum Kind: Hashable {
        /// A control's title given as views: an implicit label.
        case control
        /// `.accessibilityLabel { … }` (iOS 18): an explicit label.
        case accessibilityLabel
        /// `.accessibilityAction { … } label: { … }`: the action's name.
        case action
    }

    var kind: Kind
    /// The control's name token, or the modifier's.
    var owner: Int
    /// The control's name where the owner token does not write it: an app view's, for a label
    /// closure its initialiser stores (`self.label = { Text(titleKey) }` in `PlatformMenuPicker`).
    var controlName: String? = nil
}

extension CallRecognition {
    /// The controls whose one trailing closure, when no title is passed, is their label; and those
    /// (`Menu`, `Picker`, `DisclosureGroup`, `LabeledContent`) whose first closure is their content,
    /// with the label only in `label:`.
    static let labelFirstControls = LabelWrappers.labelFirstControls
    static let contentFirstControls = LabelWrappers.contentFirstControls

    /// `Text(…)` written as a view in a label closure: the label (or part of it) of the control, of
    /// the `.accessibilityLabel { … }` element, or the name of the action.
    mutating func recognizeTextInLabel(at index: Int) {
        guard isConstructorCall(index, module: "SwiftUI") else { return }
        // A view of the builder starts its statement; a `Text` passed as an argument is read by
        // the form it is passed to.
        let previous = shape.previous(index)
        let qualified = kind(previous) == .period ? shape.previous(previous) : index
        let before = shape.previous(qualified)
        guard file.tokens[qualified].startsLine || before < 0 || kind(before) == .leftBrace || kind(before) == .semicolon
                || kind(before) == .colon && endsCaseLabel(before) else { return }
        let close = Int(file.tokens[index + 1].link)
        // `Text("a") + Text("b")` is one text; modifiers after a `Text` do not change its words.
        var end = close + 1
        if end < file.tokens.count, kind(end) == .operator, file.token(end, is: "+") { end = shape.expressionEnd(from: qualified) }
        let argument = qualified..<end
        guard let closure = labelClosure(around: index) else {
            // `Picker(…) { ForEach(themes) { Text($0.label).tag($0) } }`: an option's words are its
            // label, spoken as VoiceOver moves over the segments or the menu's items.
            if isPickerOption(index, close: close) {
                add(CodeRole.pickerOptionForm, .label, implicit: true, name: index, argument: argument, .localizedStringKey, element: chainElement(index))
                return
            }
            // A `Text` of its own: its words are visible, and an explicit label on its chain may lose them.
            pendingTitles.append(PendingTitle(form: "Text(_:)", name: index, argument: argument, parameter: .localizedStringKey, element: .chain(chainRoot(index))))
            return
        }
        switch closure.kind {
        case .control:
            add("\(closure.controlName ?? file.text(ofToken: closure.owner)) label: Text(_:)", .label, implicit: true, name: index, argument: argument,
                .localizedStringKey, element: titleElement(closure.owner))
        case .accessibilityLabel:
            add(".accessibilityLabel { Text(_:) }", .label, name: index, argument: argument, .localizedStringKey, element: chainElement(closure.owner))
        case .action:
            // The action's name, not the element's label: an element of its own.
            add(".accessibilityAction(_:label:)", .label, name: index, argument: argument, .localizedStringKey,
                element: element(.receiver("action", brace: closure.owner)))
        }
    }

    /// Whether the `:` ends a `case …:` or `default:` label of a switch, on the line that starts
    /// with it (`case .web: Text("Open Link")`): a view after it starts its statement.
    private func endsCaseLabel(_ colon: Int) -> Bool {
        var index = colon
        var steps = 0
        while index >= 0, steps < 64 {
            if file.tokens[index].startsLine { return file.token(index, is: "case") || file.token(index, is: "default") }
            index -= 1
            steps += 1
        }
        return false
    }

    /// Whether a `Text` is an option of a `Picker`: tagged with `.tag(…)`, within six closures of
    /// the picker's trailing content closure (through `ForEach`, `Section`, `Group`, `if`; the tag
    /// keeps other closures from counting). A tagged `Text` elsewhere (a page of a `TabView`) is
    /// content, not an option; a picker whose content is passed as `content:` is not read.
    private mutating func isPickerOption(_ name: Int, close: Int) -> Bool {
        // The braces first: most `Text`s stand in no picker, and that is known without a list.
        var brace = enclosingBrace(name)
        var steps = 0
        var inPicker = false
        // `ForEach(AppearanceTab.allCases, id: \.self) { tab in Text(tab.localizedName) }` straight
        // in the picker: ForEach tags each option with its id (AsNeeded's segmented picker).
        var inForEach = false
        while brace >= 0, steps < 6, !inPicker {
            var callee = skippingArguments(shape.previous(brace))
            // `Picker("Sort", selection: $order, content: { … })`: the closure is the call's argument.
            if callee >= 1, kind(callee) == .colon, file.token(callee - 1, is: "content"), let open = file.enclosingParenthesis(of: callee - 1) {
                callee = shape.previous(open)
            }
            inPicker = callee >= 0 && kind(callee) == .identifier && file.token(callee, is: "Picker")
            if steps == 0 { inForEach = callee >= 0 && kind(callee) == .identifier && file.token(callee, is: "ForEach") }
            brace = enclosingBrace(brace)
            steps += 1
        }
        return inPicker && (steps == 2 && inForEach || modifierNames(after: close).contains { file.token($0, is: "tag") })
    }

    /// The element of a control's title: the enclosing control's when the title view stands in that
    /// control's label closure (`Button { … } label: { Label("Files", …) }`, `Link(destination: u) { … }`),
    /// so that an explicit `.accessibilityLabel` on the control replaces it; else its own chain's.
    mutating func titleElement(_ name: Int) -> Int {
        // Out through label closures of label closures, as a loop: nesting never recurses.
        var owner = name
        while let closure = labelClosure(around: owner), closure.kind == .control, closure.owner != owner {
            owner = closure.owner
        }
        if owner != name { titleChainRoots[name] = chainRoot(name) }
        return chainElement(owner)
    }

    /// The label closure that holds the token, directly or through layout containers
    /// (`HStack { Image(…); Text("…") }`, `if`/`else`), or through the body of a view property or
    /// method that a label closure shows (``labelClosure(showingViewBody:)``), if any.
    mutating func labelClosure(around token: Int, followingViewBodies: Bool = true) -> LabelClosure? {
        var brace = enclosingBrace(token)
        var path: [Int] = []
        var found: LabelClosure?
        var steps = 0
        while brace >= 0, steps < 8 {
            // The answers kept may have come through a view body: not read when none may.
            if followingViewBodies, let known = labelClosures[brace] {
                found = known
                break
            }
            path.append(brace)
            if let closure = labelClosure(openedAt: brace) {
                found = closure
                break
            }
            guard isTransparent(brace) else {
                // One step only: a view property shown in another's label is not followed further.
                if followingViewBodies { found = labelClosure(showingViewBody: brace) }
                break
            }
            brace = enclosingBrace(brace)
            steps += 1
        }
        // An answer made without view bodies may lack one: only full answers are kept.
        if followingViewBodies { for visited in path { labelClosures[visited] = .some(found) } }
        return found
    }

    /// The label closure that the brace opens, when it is one.
    private func labelClosure(openedAt brace: Int) -> LabelClosure? {
        let before = shape.previous(brace)
        if kind(before) == .colon {
            // `} label: {`: the label of a control, or of `.accessibilityAction`.
            let label = shape.previous(before)
            guard label >= 0, kind(label) == .identifier else { return nil }
            let isLabel = file.token(label, is: "label")
            // An app view's closure it shows as a control's label, passed by its name.
            let wrapsLabel = { (callee: Int) in self.wrapper(named: callee)?.labels.contains(self.file.text(ofToken: label)) == true }
            if let callee = calleeTakingLastArgument(closedAt: Int(file.tokens[brace].link)) {
                // `Button(action: { … }, label: { Text("Continue") })`: the label passed in the
                // parentheses (the IBM migration tool's main buttons were not read).
                guard kind(shape.previous(callee)) != .period else { return nil }
                return isLabel && isControl(callee) || wrapsLabel(callee) ? LabelClosure(kind: .control, owner: callee) : nil
            }
            let closing = shape.previous(label)
            guard kind(closing) == .rightBrace, Int(file.tokens[closing].link) >= 0 else { return nil }
            let callee = skippingArguments(shape.previous(Int(file.tokens[closing].link)))
            guard kind(callee) == .identifier else { return nil }
            if isLabel, file.token(callee, is: "accessibilityAction") { return LabelClosure(kind: .action, owner: callee) }
            return isLabel && isControl(callee) || wrapsLabel(callee) ? LabelClosure(kind: .control, owner: callee) : nil
        }
        // `self.label = { Text(titleKey) }` in an app view that shows `label` as a control's label.
        if kind(before) == .operator, file.token(before, is: "="), let stored = labelProperty(assignedBefore: before) {
            return stored
        }
        // `.accessibilityLabel { … }`
        if kind(before) == .identifier, file.token(before, is: "accessibilityLabel"), kind(shape.previous(before)) == .period {
            return LabelClosure(kind: .accessibilityLabel, owner: before)
        }
        // The one trailing closure after a control's arguments, when they hold no title:
        // `Button(action: go) { … }`, `Toggle(isOn: $on) { … }`, `Label { … } icon: { … }`.
        let callee = skippingArguments(before)
        guard kind(callee) == .identifier else { return nil }
        if let wrapper = wrapper(named: callee) {
            // `UniformActionButton(action: go) { … }`: the closure sets the first closure property
            // the parentheses do not name; a label when the view shows that one as one.
            var given = Set<String>()
            var unlabelledClosures = 0
            if kind(before) == .rightParen, let arguments = file.arguments(ofParen: Int(file.tokens[before].link)) {
                given = Set(arguments.compactMap { $0.label.map(file.text(ofToken:)) })
                // `RoundedButton({ go() }) { … }`: a closure without a label takes an unlabelled closure parameter.
                unlabelledClosures = arguments.filter { $0.label == nil && kind($0.expression.lowerBound) == .leftBrace }.count
            }
            guard let property = wrapper.propertyOfTrailingClosure(givenLabels: given, unlabelledClosures: unlabelledClosures),
                  wrapper.labels.contains(property) else { return nil }
            return LabelClosure(kind: .control, owner: callee)
        }
        guard Self.labelFirstControls.contains(where: { file.token(callee, is: $0) }) else { return nil }
        if kind(before) == .rightParen, let arguments = file.arguments(ofParen: Int(file.tokens[before].link)),
           file.firstUnlabeled(arguments) != nil {
            // `Button("Play") { play() }`: the title is given, the closure is the action.
            return nil
        }
        // `Button { action } label: { … }`: a closure before `label:` is the action.
        let close = Int(file.tokens[brace].link)
        if close > brace, close + 2 < file.tokens.count, file.tokens[close + 1].kind == .identifier, file.token(close + 1, is: "label"),
           file.tokens[close + 2].kind == .colon {
            return nil
        }
        return LabelClosure(kind: .control, owner: callee)
    }

    /// The app view named at `callee` that shows a closure as a control's label, if it is one.
    private func wrapper(named callee: Int) -> LabelWrappers.Wrapper? {
        guard kind(callee) == .identifier, kind(shape.previous(callee)) != .period else { return nil }
        return judge.module.labelWrappers[file.text(ofToken: callee)]
    }

    /// The label closure of `name = {` or `self.name = {` (the `=` at `equals`) inside an app view
    /// that shows its `name` closure as a control's label.
    private func labelProperty(assignedBefore equals: Int) -> LabelClosure? {
        let property = shape.previous(equals)
        guard property >= 0, kind(property) == .identifier,
              let type = judge.module.scopes[judge.fileIndex].enclosingType(of: property),
              let wrapper = judge.module.labelWrappers[type], wrapper.labels.contains(file.text(ofToken: property)) else { return nil }
        return LabelClosure(kind: .control, owner: property, controlName: type.lastNameComponent)
    }

    /// The name of the call whose last argument ends at `close` (a closure's `}` right before the
    /// call's `)`), or `nil`.
    private func calleeTakingLastArgument(closedAt close: Int) -> Int? {
        guard close > 0, close + 1 < file.tokens.count, kind(close + 1) == .rightParen else { return nil }
        let open = Int(file.tokens[close + 1].link)
        guard open >= 0, open < close else { return nil }
        let callee = shape.previous(open)
        return callee >= 0 && kind(callee) == .identifier ? callee : nil
    }

    private func isControl(_ callee: Int) -> Bool {
        Self.labelFirstControls.contains { file.token(callee, is: $0) } || Self.contentFirstControls.contains { file.token(callee, is: $0) }
    }

    /// Whether a label may lie deeper than this brace: a layout container's closure (`HStack {`),
    /// or the block of an `if`, `else` or `switch` in a view builder. Other closures (a control's
    /// content or action, a modifier's) hold elements of their own.
    func isTransparent(_ brace: Int) -> Bool {
        let before = shape.previous(brace)
        guard before >= 0 else { return false }
        if kind(before) == .identifier, file.token(before, is: "else") { return true }
        // `else if option.requiresSupporter && !self.purchases.boughtSupporter {`: a condition that
        // ends in a member is no modifier's closure (Stingray's theme picker lost its second text).
        if isStatementBlock(brace) { return true }
        let callee = skippingArguments(before)
        guard kind(callee) == .identifier else {
            // `if condition {`: the block of a statement.
            return isStatementBlock(brace)
        }
        // `SwiftUI.Group {`: a container written with its module (ExcalidrawZ's link button).
        let period = shape.previous(callee)
        let isQualifiedBySwiftUI = kind(period) == .period && file.token(shape.previous(period), is: "SwiftUI")
        if kind(period) == .period && !isQualifiedBySwiftUI || isControl(callee) { return false }
        for container in LabelWrappers.layoutContainers where file.token(callee, is: container) {
            return true
        }
        return isStatementBlock(brace)
    }

    /// Whether the brace opens the block of `if`, `switch`, `else`: the scope tree says so.
    func isStatementBlock(_ brace: Int) -> Bool {
        let tree = judge.module.scopes[judge.fileIndex]
        if case .block = tree.scopes[tree.scope(of: brace)].kind { return true }
        return false
    }
}
