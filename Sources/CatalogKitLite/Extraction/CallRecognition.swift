/// One pass of the recogniser over a lexed file: every identifier that starts a recognised form is
/// checked in its context and, when it is the form, turned into uses.
struct CallRecognition {
    let file: SwiftLexedFile
    let judge: ValueJudge
    let shape: ExpressionShape
    private(set) var uses: [AccessibilityUse] = []
    /// The argument tokens of each use, in the order of ``uses``.
    private(set) var argumentRanges: [Range<Int>] = []
    /// The name token of each use's form, in the order of ``uses``.
    private(set) var useNames: [Int] = []
    /// For each use, in the order of ``uses``: the parameter or stored property whose callers give its text.
    private(set) var forwards: [ForwardedText?] = []
    /// Titles of UIKit and AppKit controls and of `Text` views, kept until the end: they matter only
    /// to an element that also has an explicit label (see ``visibleTitles()``).
    var pendingTitles: [PendingTitle] = []
    /// Arguments of accessibility forms that VoiceOver does not speak here (a swipe action's hint):
    /// no use, but no visible text either.
    private(set) var unspokenArguments: [Range<Int>] = []
    /// The elements a `.accessibilityHidden(true)` in their chain hides from VoiceOver: their text is
    /// never spoken (noop's hidden button title), so they give no use.
    private(set) var hiddenElements: Set<Int> = []
    /// The tokens of each view whose chain has `.accessibilityHidden(true)`, from its first token to
    /// that modifier: VoiceOver skips the view with everything in it, so a control or text written
    /// inside (a stack's closure, an overlay before the modifier) is hidden too.
    private(set) var hiddenViews: [Range<Int>] = []
    /// The tokens of each view whose chain has `.accessibilityElement(children: .ignore)` (or
    /// `.accessibilityElement()`, whose default it is), from its first token to that modifier, with
    /// the element it makes: VoiceOver hears that element alone, by its own label, and none of the
    /// elements written inside (Joule's "•" captions under a card labelled as a whole).
    private(set) var ignoredChildren: [(tokens: Range<Int>, element: Int)] = []
    /// The content of each layout container (`HStack { … }`, ``LabelWrappers/layoutContainers``)
    /// whose chain sets its own label, with the element it makes and whether a control stands inside:
    /// the label replaces what its children's texts would say where the children are combined into
    /// it (FineTune's row of a caption and a toggle whose title `.labelsHidden()` hides), or where
    /// they are only texts and images, each taking the label (Maxx's status pill; 48th study). A
    /// panel of controls (CotEditor's find results) keeps its controls' own names, and
    /// `children: .contain` keeps the children elements of their own.
    private var labelledContainers: [(tokens: Range<Int>, element: Int, holdsControls: Bool)] = []
    /// The elements whose chain combines its children into one (`children: .combine`).
    private var combiningElements: Set<Int> = []
    /// The elements whose chain keeps its children elements of their own (`children: .contain`).
    private var containingElements: Set<Int> = []
    /// The views whose children VoiceOver does not hear by their own text: ``ignoredChildren`` and
    /// the ``labelledContainers`` whose label replaces their children's.
    var replacedChildren: [(tokens: Range<Int>, element: Int)] {
        // Most files label no stack: no array is made for them.
        guard !labelledContainers.isEmpty else { return ignoredChildren }
        return ignoredChildren + labelledContainers.filter { !containingElements.contains($0.element) && (!$0.holdsControls || combiningElements.contains($0.element)) }
            .map { ($0.tokens, $0.element) }
    }
    /// The chain root of each title (by its name token) that stands in a control's label closure
    /// and so takes the control's element (``titleElement(_:)``): an explicit label on that chain
    /// replaces the title all the same.
    var titleChainRoots: [Int: Int] = [:]
    /// Element numbers, given in order of first use.
    private(set) var elements: [ElementKey: Int] = [:]
    /// The chain roots found so far, by name token.
    private var roots: [Int: Int] = [:]
    /// Each token's enclosing `{`, once a receiver needs it.
    private var braces: [Int32]?
    /// Per `{` asked about: whether it lies inside a `.swipeActions { … }` closure.
    private var swipeActionBraces: [Int: Bool] = [:]
    /// Per `{` asked about: the label closure (of a control, `.accessibilityLabel { }` or an
    /// action's `label:`) it is or lies in, through layout containers.
    var labelClosures: [Int: LabelClosure?] = [:]
    /// The file's view properties and methods by the `{` of their body, made once a label may lie
    /// in one, and where each name is written, made once a label does (``labelClosure(showingViewBody:)``).
    var viewMembers: (bodies: [Int: (name: String, owner: String?)], uses: [String: [Int]]?)?
    /// The controls given no title, by their name token, and whether their trailing closure may be
    /// their label: an app view in that closure may give them their label (``labelViewsShown()``).
    private(set) var untitledControls: [(control: Int, labelFirst: Bool)] = []

    /// What makes two uses one element.
    enum ElementKey: Hashable {
        /// The first token of a SwiftUI postfix chain.
        case chain(Int)
        /// A UIKit or AppKit receiver as written, within one pair of braces.
        case receiver(String, brace: Int)
    }

    init(module: SwiftModule, fileIndex: Int, routines: [String]) {
        self.file = module.files[fileIndex]
        self.judge = ValueJudge(module: module, fileIndex: fileIndex, routines: routines)
        self.shape = judge.shape(ofFile: fileIndex)
    }

    /// Looks at every identifier.
    mutating func run() {
        let tokens = file.tokens
        file.bytes.withUnsafeBufferPointer { buffer in
            RecognizedName.lengthsByEdgeBytes.withUnsafeBufferPointer { lengths in
                let imported = !judge.module.importedModifiers.isEmpty
                let textViews = judge.module.textViews
                // Names are looked up only when a text view's name is as long.
                let viewNameLengths = Set(textViews.keys.map(\.utf8.count))
                for index in tokens.indices where tokens[index].kind == .identifier {
                    guard let name = RecognizedName(token: index, in: file, buffer: buffer, lengths: lengths) else {
                        guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen else { continue }
                        let isMember = index > 0 && tokens[index - 1].kind == .period
                        if isMember, imported { recognizeImportedModifier(at: index) }
                        // A text view, also written with its enclosing type (`UITemplates.IconLabel(…)`).
                        if !isMember || index > 1 && tokens[index - 2].kind == .identifier && file.startsWithUppercase(index - 2),
                           !viewNameLengths.isEmpty, viewNameLengths.contains(Int(tokens[index].end - tokens[index].start)),
                           let view = textViews[file.text(ofToken: index)] {
                            recognizeTextView(view, at: index)
                        }
                        continue
                    }
                    recognize(name, at: index)
                }
            }
        }
    }

    /// The uses, in source order, without the implicit labels of elements that have an explicit one,
    /// each with the literals spoken as written inside its argument's interpolations.
    func finishedUses() -> [AccessibilityUse] {
        finishedUsesAndForwards().uses
    }

    /// ``finishedUses()``, with the index of each use whose text its callers give, and what gives it.
    func finishedUsesAndForwards() -> (uses: [AccessibilityUse], forwarded: [Int: ForwardedText]) {
        var explicitLabels = Set<Int>()
        for use in uses where use.role == .label && !use.isImplicit {
            explicitLabels.insert(use.element)
        }
        var uses = uses
        let literals = InterpolatedLiterals.assign(InterpolatedLiterals.spoken(in: file), to: argumentRanges, in: file)
        for index in uses.indices where !literals[index].isEmpty {
            uses[index].literalsInInterpolations = literals[index].map { file.decodedLiteral(at: $0) }
        }
        // A title in a control's label closure belongs to the control's element, but an explicit
        // label on the title's own view replaces it there too: `Label(tier.displayName, …)
        // .accessibilityLabel(Text("\(tier.displayName), locked"))` in a view property a button's
        // label shows is heard by its explicit label (OwnFrame's locked badge).
        let isReplacedInItsOwnChain = { (name: Int) -> Bool in
            guard let root = titleChainRoots[name] else { return false }
            return elements[.chain(root)].map(explicitLabels.contains) ?? false
        }
        // A text field's title is its placeholder, which VoiceOver still reads while the field is
        // empty, whatever label it is given (OakReader's library search, the 44th study).
        let isPlaceholder = { (use: AccessibilityUse) -> Bool in
            let view = Self.viewName(ofForm: use.form)
            return view == "TextField" || view == "SecureField"
        }
        let replaced = replacedChildren
        let kept = zip(zip(uses, forwards), useNames).map { ($0.0, $0.1, $1) }
            .filter { !($0.0.isImplicit && !isPlaceholder($0.0) && (explicitLabels.contains($0.0.element) || isReplacedInItsOwnChain($0.2)))
                && !isHidden($0.0, name: $0.2, replaced: replaced) }
            .sorted { ($0.0.callPosition.offset, $0.0.argumentPosition.offset) < ($1.0.callPosition.offset, $1.0.argumentPosition.offset) }
        var forwarded: [Int: ForwardedText] = [:]
        for (index, pair) in kept.enumerated() {
            if let forward = pair.1 { forwarded[index] = forward }
        }
        return (kept.map(\.0), forwarded)
    }

    /// The elements whose chain offers its actions to VoiceOver, which lists them under Actions:
    /// `.contextMenu`, `.accessibilityAction(…)`, `.accessibilityActions { … }`, `.swipeActions`
    /// (KozBon's detail rows, "Long press to copy" beside a Copy action; 48th study). Only a named
    /// action is listed: `.accessibilityAction(.magicTap)` is a gesture. Only the chains of the
    /// file's hints are walked.
    func elementsOfferingActions() -> Set<Int> {
        var result = Set<Int>()
        // Read in place, without caching roots: the recognition is not copied for a file's few hints.
        for index in uses.indices where uses[index].role == .hint && !result.contains(uses[index].element) {
            let root = roots[useNames[index]] ?? shape.chainRoot(of: useNames[index]) { roots[$0] }
            if chainOffersActions(from: root) { result.insert(uses[index].element) }
        }
        return result
    }

    /// Whether a modifier of the chain that starts at `root` offers actions (see
    /// ``elementsOfferingActions()``), read with ``modifierNames(after:)``.
    private func chainOffersActions(from root: Int) -> Bool {
        modifierNames(after: root).contains { name in
            if file.token(name, is: "contextMenu") || file.token(name, is: "accessibilityActions") || file.token(name, is: "swipeActions") { return true }
            guard file.token(name, is: "accessibilityAction"), kind(name + 1) == .leftParen, let arguments = file.arguments(ofParen: name + 1) else { return false }
            return file.argument("named", in: arguments) != nil
        }
    }

    /// The elements of the file's hints whose control asks before it acts (see ``ConfirmingActions``).
    mutating func elementsAskingToConfirm() -> Set<Int> {
        var result = Set<Int>()
        // The file's own alerts first; the module's (a view's extension in another file) only for a
        // button that sets a name they do not present. Most hints are on no such button.
        var ownNames: Set<String>?
        var moduleNames: Set<String>?
        for (index, use) in uses.enumerated() where use.role == .hint && !result.contains(use.element) {
            let set = ConfirmingActions.namesSet(byControl: chainRoot(useNames[index]), in: file)
            guard !set.isEmpty else { continue }
            if ownNames == nil { ownNames = DialogNames.presenting(in: file) }
            if set.isDisjoint(with: ownNames!) {
                if moduleNames == nil { moduleNames = judge.module.dialogNames?.names(of: judge.module) ?? ownNames! }
                guard !set.isDisjoint(with: moduleNames!) else { continue }
            }
            result.insert(use.element)
        }
        return result
    }

    /// Whether VoiceOver never reaches a use, whose form's name is the token `name`: its element is
    /// hidden, or it stands inside a hidden view or a view whose own label replaces its children's
    /// (`replaced`, ``replacedChildren``, made once by the caller for all its uses).
    func isHidden(_ use: AccessibilityUse, name: Int, replaced: [(tokens: Range<Int>, element: Int)]) -> Bool {
        hiddenElements.contains(use.element) || hiddenViews.contains { $0.contains(name) }
            || replaced.contains { $0.tokens.contains(name) && $0.element != use.element }
    }

    /// The uses VoiceOver never reaches (see ``isHidden(_:name:replaced:)``): their keys are still looked up.
    var hiddenUses: [AccessibilityUse] {
        // Most files hide nothing: no use is asked.
        guard !hiddenElements.isEmpty || !hiddenViews.isEmpty || !ignoredChildren.isEmpty || !labelledContainers.isEmpty else { return [] }
        let replaced = replacedChildren
        return zip(uses, useNames).filter { isHidden($0, name: $1, replaced: replaced) }.map(\.0)
    }

    // MARK: - Context

    func kind(_ index: Int) -> SwiftTokenKind? {
        index >= 0 && index < file.tokens.count ? file.tokens[index].kind : nil
    }

    /// `.name(`: a modifier or method call on some receiver.
    private func isMemberCall(_ index: Int) -> Bool {
        let period = shape.previous(index)
        return kind(period) == .period && kind(index + 1) == .leftParen && file.tokens[index + 1].link > index + 1
            && !isImplicitMember(period: period)
    }

    /// `return .help(usage)`, `case .help(let text)`, `= .help(…)`, `f(.help(…))`, `[.help(…)]`:
    /// an enum case or static member of the type the context expects (SubTrack's command-line
    /// `ParseResult.help(String)`), not a modifier of a view, which follows an expression.
    private func isImplicitMember(period: Int) -> Bool {
        let before = shape.previous(period)
        guard before >= 0 else { return false }
        switch kind(before) {
        case .leftParen, .leftBracket, .comma, .colon: return true
        case .operator: return file.token(before, is: "=")
        case .identifier: return file.token(before, is: "return") || file.token(before, is: "case") || file.token(before, is: "throw")
        default: return false
        }
    }

    /// `accessibilityHint("…")` with no receiver: the modifier of the view itself, written in a `View`
    /// extension or a view's helper (`func hinted() -> some View { accessibilityHint("…") }`). Not a
    /// declaration (`func accessibilityLabel(`), and a call without an argument (AppKit's getter
    /// `accessibilityLabel()`) gives no use.
    private func isReceiverlessModifierCall(_ index: Int) -> Bool {
        guard kind(index + 1) == .leftParen, file.tokens[index + 1].link > index + 1 else { return false }
        let previous = shape.previous(index)
        return previous < 0 || (kind(previous) != .period && !isDeclarationKeyword(previous))
    }

    /// `name(` not after a period (or after `SwiftUI.`), and not a declaration.
    func isConstructorCall(_ index: Int, module: StaticString) -> Bool {
        guard kind(index + 1) == .leftParen, file.tokens[index + 1].link > index + 1 else { return false }
        let previous = shape.previous(index)
        guard previous >= 0 else { return true }
        if kind(previous) == .period {
            let qualifier = shape.previous(previous)
            return qualifier >= 0 && file.token(qualifier, is: module)
        }
        return !isDeclarationKeyword(previous)
    }

    func isDeclarationKeyword(_ index: Int) -> Bool {
        for keyword: StaticString in ["func", "var", "let", "case", "struct", "class", "enum", "protocol", "extension", "typealias", "init"]
        where file.token(index, is: keyword) {
            return true
        }
        return false
    }

    /// `name = …` (not `==`), not a declaration; returns the right side's first token.
    func assignedValue(_ index: Int) -> Int? {
        guard kind(index + 1) == .operator, file.token(index + 1, is: "="), index + 2 < file.tokens.count else { return nil }
        let previous = shape.previous(index)
        if previous >= 0 && isDeclarationKeyword(previous) { return nil }
        return index + 2
    }

    mutating func element(_ key: ElementKey) -> Int {
        if let known = elements[key] { return known }
        let number = elements.count + 1
        elements[key] = number
        return number
    }

    mutating func chainRoot(_ name: Int) -> Int {
        let root = shape.chainRoot(of: name) { roots[$0] }
        roots[name] = root
        return root
    }

    mutating func chainElement(_ name: Int) -> Int {
        element(.chain(chainRoot(name)))
    }

    /// The tokens of a layout container's content when `root` starts one (`HStack(spacing: 8) { … }`):
    /// from its name to its closure's `}`; not the modifiers after it, whose closures (an overlay, a
    /// sheet) hold views of their own.
    private func containerContent(at root: Int) -> Range<Int>? {
        // The containers' names start with a capital: most roots (`Image`'s, a name's) fail at once.
        guard kind(root) == .identifier, root + 1 < file.tokens.count, kind(root + 1) == .leftParen || kind(root + 1) == .leftBrace,
              LabelWrappers.layoutContainers.contains(where: { file.token(root, is: $0) }) else { return nil }
        var brace = root + 1
        if kind(brace) == .leftParen, file.tokens[brace].link > brace { brace = Int(file.tokens[brace].link) + 1 }
        guard kind(brace) == .leftBrace, file.tokens[brace].link > brace else { return nil }
        return root..<(Int(file.tokens[brace].link) + 1)
    }

    /// Whether a control (a button, toggle, field, link, menu, list…) or a tap stands in `tokens`.
    private func holdsControls(_ tokens: Range<Int>) -> Bool {
        tokens.contains { index in
            guard kind(index) == .identifier else { return false }
            // Names of controls start with a capital; most identifiers are passed at their first byte.
            let first = file.bytes[Int(file.tokens[index].start)]
            if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return Self.controlNames.contains { file.token(index, is: $0) } }
            return first == UInt8(ascii: "o") && file.token(index, is: "onTapGesture") || first == UInt8(ascii: "a") && file.token(index, is: "accessibilityAction")
        }
    }

    /// The views a user acts on, which keep their own names in a labelled panel.
    private static let controlNames: [StaticString] = [
        "Button", "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor", "Link", "NavigationLink",
        "Menu", "Table", "List", "DatePicker", "ColorPicker", "ShareLink", "SettingsLink",
    ]

    /// Whether `name` stands inside a `.swipeActions { … }` closure. VoiceOver offers swipe actions as
    /// custom actions, named by their label; their hints (NetNewsWire's `.help("Delete Feed")` on a
    /// trash button) are never spoken.
    private mutating func isInSwipeActions(_ name: Int) -> Bool {
        // Each brace is judged once: nested closures cost their number, not its square.
        var brace = enclosingBrace(name)
        var path: [Int] = []
        var answer = false
        while brace >= 0 {
            if let known = swipeActionBraces[brace] {
                answer = known
                break
            }
            path.append(brace)
            let callee = skippingArguments(shape.previous(brace))
            if callee >= 0, file.token(callee, is: "swipeActions") {
                answer = true
                break
            }
            brace = enclosingBrace(brace)
        }
        for visited in path { swipeActionBraces[visited] = answer }
        return answer
    }

    /// The `{` that directly encloses a token, -1 at the top level (the table is built on first use).
    mutating func enclosingBrace(_ index: Int) -> Int {
        if braces == nil { braces = shape.enclosingBraces() }
        return Int(braces![index])
    }

    /// The token before a call's argument list when `index` is its `)`; else `index` itself.
    func skippingArguments(_ index: Int) -> Int {
        guard kind(index) == .rightParen, Int(file.tokens[index].link) >= 0 else { return index }
        return shape.previous(Int(file.tokens[index].link))
    }

    /// The controls whose `title` is their name for VoiceOver, set after they are made.
    static let titledControls: Set<String> = ["NSButton", "NSMenuItem", "UIBarButtonItem"]

    /// The type of a titled control (``titledControls``) the receiver of the member at `name` is:
    /// a local or a stored property of the enclosing type, declared as one
    /// (`@IBOutlet weak var getStartedButton: NSButton!`) or made by its initialiser
    /// (`private let cancelButton = NSButton()`, `let backButton = UIBarButtonItem()`).
    func titledControlType(receiverOf name: Int) -> String? {
        let receiver = shape.receiver(of: name)
        guard receiver != "self", receiver.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }) else { return nil }
        func controlType(_ declaration: SwiftDeclaration, in declaredFile: SwiftLexedFile) -> String? {
            if let type = declaration.type {
                let written = declaredFile.expressionText(type).trimmingCharacters(in: ["!", "?"])
                return Self.titledControls.contains(written) ? written : nil
            }
            guard let value = declaration.value, let call = declaredFile.namedCall(value) else { return nil }
            let callee = call.callee.hasPrefix("AppKit.") || call.callee.hasPrefix("UIKit.") ? String(call.callee.drop { $0 != "." }.dropFirst()) : call.callee
            return Self.titledControls.contains(callee) ? callee : nil
        }
        if let local = judge.enclosingLocal(receiver, before: name, in: judge.fileIndex) {
            return controlType(local.declaration, in: judge.module.files[local.file])
        }
        guard let owner = judge.module.scopes[judge.fileIndex].enclosingType(of: name) else { return nil }
        for reference in judge.module.members(named: receiver, of: owner) where !judge.module.declaration(reference).isStatic {
            if let type = controlType(judge.module.declaration(reference), in: judge.module.files[Int(reference.file)]) { return type }
        }
        return nil
    }

    mutating func receiverElement(_ name: Int) -> Int {
        element(receiverKey(name))
    }

    /// What makes a UIKit or AppKit use one element with others: its receiver, within its braces.
    mutating func receiverKey(_ name: Int) -> ElementKey {
        let brace = enclosingBrace(name)
        let receiver = shape.receiver(of: name) { roots[$0] }
        return .receiver(receiver, brace: brace)
    }

    // MARK: - Uses

    /// Adds a use of the argument `range`; with `call`, a title key is read in the catalog the
    /// call's `bundle:` and `tableName:` name.
    mutating func add(
        _ form: String, _ role: AccessibilityRole, implicit: Bool = false, name: Int, argument range: Range<Int>,
        _ parameter: TextParameter, element: Int, catalogOf call: [CallArgument]? = nil, onlyText: Bool = false
    ) {
        for (var use, range, forward) in judgedUses(form, role, implicit: implicit, name: name, argument: range, parameter, element: element) {
            // `onlyText`: a value the reader cannot see, which no caller gives, is no use (see ``recognizePost(at:)``).
            if onlyText, case .dynamic = use.argument, forward == nil { continue }
            if let call { use.argument = lookup(use.argument, inCatalogOf: call) }
            uses.append(use)
            argumentRanges.append(range)
            useNames.append(name)
            forwards.append(forward)
        }
    }

    /// The uses an argument gives, each with the tokens its value comes from.
    func judgedUses(
        _ form: String, _ role: AccessibilityRole, implicit: Bool, name: Int, argument range: Range<Int>, _ parameter: TextParameter, element: Int
    ) -> [(AccessibilityUse, Range<Int>, ForwardedText?)] {
        // `x.accessibilityValue = nil` clears the text: nothing is spoken, so it is no use.
        guard !range.isEmpty, !(range.count == 1 && file.token(range.lowerBound, is: "nil")) else { return [] }
        let callPosition = file.position(ofToken: name)
        // Each value the argument may take is a use of its own: both branches of a ternary, the
        // operands of `??` and `+`, every value a constant or property may hold.
        return judge.values(of: range, as: parameter).map { value in
            let start = value.range.isEmpty ? range.lowerBound : value.range.lowerBound
            let use = AccessibilityUse(
                form: form, role: role, isImplicit: implicit, callPosition: callPosition,
                argumentPosition: file.position(ofToken: start), argument: value.argument, element: element, origin: value.origin,
                runTimeKey: value.runTimeKey)
            return (use, value.range, value.forwarded)
        }
    }

    /// Adds a use per item of an array literal, or one for the whole expression when it is not one.
    private mutating func addEach(
        _ form: String, _ role: AccessibilityRole, name: Int, argument range: Range<Int>, _ parameter: TextParameter, element: Int
    ) {
        let range = file.unwrapped(range)
        if range.count >= 2, kind(range.lowerBound) == .leftBracket, Int(file.tokens[range.lowerBound].link) == range.upperBound - 1 {
            for item in file.arguments(in: (range.lowerBound + 1)..<(range.upperBound - 1)) {
                add(form, role, name: name, argument: item.expression, parameter, element: element)
            }
        } else {
            add(form, role, name: name, argument: range, parameter, element: element)
        }
    }

    private mutating func recognize(_ name: RecognizedName, at index: Int) {
        switch name {
        case .accessibilityLabel, .accessibilityHint, .accessibilityValue:
            let role: AccessibilityRole = name == .accessibilityLabel ? .label : name == .accessibilityHint ? .hint : .value
            if isMemberCall(index) || isReceiverlessModifierCall(index) {
                guard let arguments = file.arguments(ofParen: index + 1), let first = file.firstUnlabeled(arguments) else { return }
                if role == .hint, isInSwipeActions(index) {
                    unspokenArguments.append(first.expression)
                    return
                }
                add(".\(name.rawValue)(_:)", role, name: index, argument: first.expression, .localizedStringKey, element: chainElement(index))
                if role == .label, isMemberCall(index), let content = containerContent(at: chainRoot(index)) {
                    labelledContainers.append((content, chainElement(index), holdsControls(content)))
                }
            } else if let value = assignedValue(index) {
                add("\(name.rawValue) = …", role, name: index, argument: value..<shape.expressionEnd(from: value), .string, element: receiverElement(index))
            } else {
                recognizeAccessorOverride(at: index, role: role)
            }
        case .toolTip:
            // An AppKit view's (or menu item's, toolbar item's) help tag: with no accessibility help
            // set, AppKit gives it to VoiceOver as the help, which it speaks as the hint.
            guard let value = assignedValue(index) else { return }
            add(CodeRole.toolTipForm, .hint, name: index, argument: value..<shape.expressionEnd(from: value), .string, element: receiverElement(index))
        case .accessibilityUserInputLabels:
            guard let value = assignedValue(index) else { return }
            addEach("accessibilityUserInputLabels = …", .label, name: index, argument: value..<shape.expressionEnd(from: value), .string,
                    element: receiverElement(index))
        case .accessibility:
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1) else { return }
            let element = chainElement(index)
            for (label, role): (StaticString, AccessibilityRole) in [("label", .label), ("hint", .hint), ("value", .value)] {
                guard let argument = file.argument(label, in: arguments) else { continue }
                add(".accessibility(\(label):)", role, name: index, argument: argument.expression, .localizedStringKey, element: element)
            }
        case .accessibilityInputLabels:
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1), let first = file.firstUnlabeled(arguments) else { return }
            addEach(".accessibilityInputLabels(_:)", .label, name: index, argument: first.expression, .localizedStringKey, element: chainElement(index))
        case .accessibilityAction:
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1), let named = file.argument("named", in: arguments) else { return }
            add(".accessibilityAction(named:_:)", .label, name: index, argument: named.expression, .localizedStringKey, element: chainElement(index))
        case .accessibilityCustomContent:
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1), arguments.count >= 2,
                  arguments[0].label == nil, arguments[1].label == nil else { return }
            let element = chainElement(index)
            add(".accessibilityCustomContent(_:_:)", .label, name: index, argument: arguments[0].expression, .localizedStringKey, element: element)
            add(".accessibilityCustomContent(_:_:)", .value, name: index, argument: arguments[1].expression, .localizedStringKey, element: element)
        case .accessibilityRotor:
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1), let first = file.firstUnlabeled(arguments) else { return }
            // `.accessibilityRotor(.headings, …)`: a system rotor, named by VoiceOver itself.
            let range = first.expression
            if range.count == 2, kind(range.lowerBound) == .period { return }
            add(".accessibilityRotor(_:entries:)", .label, name: index, argument: range, .localizedStringKey, element: chainElement(index))
        case .accessibilityHidden:
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1), arguments.count == 1,
                  let first = file.firstUnlabeled(arguments), first.expression.count == 1, file.token(first.expression.lowerBound, is: "true") else { return }
            hiddenElements.insert(chainElement(index))
            hiddenViews.append(chainRoot(index)..<index)
        case .accessibilityElement:
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1) else { return }
            let children = file.argument("children", in: arguments)?.expression
            // `.ignore` is the default; `.combine` and `.contain` keep the children heard.
            if let children, children.count == 2, file.token(children.lowerBound + 1, is: "combine") { combiningElements.insert(chainElement(index)) }
            if let children, children.count == 2, file.token(children.lowerBound + 1, is: "contain") { containingElements.insert(chainElement(index)) }
            guard arguments.isEmpty || children.map({ $0.count == 2 && file.tokens[$0.lowerBound].kind == .period
                && file.token($0.lowerBound + 1, is: "ignore") }) == true else { return }
            ignoredChildren.append((chainRoot(index)..<index, chainElement(index)))
        case .help:
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1), arguments.count == 1,
                  let first = file.firstUnlabeled(arguments) else { return }
            if isInSwipeActions(index) {
                unspokenArguments.append(first.expression)
                return
            }
            add(CodeRole.helpForm, .hint, name: index, argument: first.expression, .localizedStringKey, element: chainElement(index))
        case .searchable:
            // The search field is an element of its own; without a prompt VoiceOver says "Search".
            guard isMemberCall(index), let arguments = file.arguments(ofParen: index + 1), let prompt = file.argument("prompt", in: arguments) else { return }
            add(CodeRole.searchPromptForm, .label, implicit: true, name: index, argument: prompt.expression, .localizedStringKey,
                element: element(.receiver("searchable", brace: index)))
        case .post:
            recognizePost(at: index)
        case .Announcement:
            let period = shape.previous(index)
            guard kind(period) == .period, shape.previous(period) >= 0, file.token(shape.previous(period), is: "AccessibilityNotification"),
                  kind(index + 1) == .leftParen, let arguments = file.arguments(ofParen: index + 1), let first = file.firstUnlabeled(arguments) else { return }
            add("AccessibilityNotification.Announcement(_:)", .announcement, name: index, argument: first.expression, .string, element: chainElement(index))
        case .UIAccessibilityCustomAction, .NSAccessibilityCustomAction, .UIAccessibilityCustomRotor:
            guard isConstructorCall(index, module: name == .NSAccessibilityCustomAction ? "AppKit" : "UIKit"),
                  let arguments = file.arguments(ofParen: index + 1), let argument = file.argument("name", in: arguments) else { return }
            add("\(name.rawValue)(name:…)", .label, name: index, argument: argument.expression, .string, element: chainElement(index))
        case .setAccessibilityLabel, .setAccessibilityHelp, .setAccessibilityValue, .setAccessibilityTitle, .setAccessibilityValueDescription:
            guard kind(index + 1) == .leftParen else { return }
            let previous = shape.previous(index)
            guard previous < 0 || !isDeclarationKeyword(previous),
                  let arguments = file.arguments(ofParen: index + 1), arguments.count == 1, let first = file.firstUnlabeled(arguments) else { return }
            let role: AccessibilityRole = name == .setAccessibilityHelp ? .hint
                : name == .setAccessibilityValue || name == .setAccessibilityValueDescription ? .value : .label
            add("\(name.rawValue)(_:)", role, name: index, argument: first.expression, .string, element: receiverElement(index))
        case .Text:
            recognizeTextInLabel(at: index)
        case .setTitle:
            recognizeSetTitle(at: index)
        case .primaryAction:
            recognizePrimaryAction(at: index)
        case .title:
            guard let value = assignedValue(index), kind(shape.previous(index)) == .period else { return }
            let argument = value..<shape.expressionEnd(from: value)
            // An AppKit button's title is its name for VoiceOver: `getStartedButton.title =
            // Strings.getStarted` of an `NSButton` outlet (big-wallet's welcome screen, 55th study),
            // `cancelButton.title = …` of `NSButton()` (BetterCmdTab, 56th), a bar button's and a
            // menu item's too (iOSSampleApp's `backButton.title = NSLocalizedString("back", …)`).
            if let control = titledControlType(receiverOf: index) {
                add("\(control).title = …", .label, implicit: true, name: index, argument: argument, .string, element: receiverElement(index))
            }
            pendingTitles.append(PendingTitle(form: "title = …", name: index, argument: argument, parameter: .string, element: receiverKey(index)))
        case .NSMenuItem, .UIAction, .UIBarButtonItem, .UIMenu, .NSButton:
            // The title a menu item, an action or a bar button is made with: its name.
            guard isConstructorCall(index, module: name == .NSMenuItem || name == .NSButton ? "AppKit" : "UIKit"),
                  let arguments = file.arguments(ofParen: index + 1), let title = file.argument("title", in: arguments) else { return }
            add("\(name.rawValue)(title:…)", .label, implicit: true, name: index, argument: title.expression, .string, element: chainElement(index))
        case .NSImage:
            guard isConstructorCall(index, module: "AppKit"), let arguments = file.arguments(ofParen: index + 1),
                  file.argument("systemSymbolName", in: arguments) != nil,
                  let description = file.argument("accessibilityDescription", in: arguments) else { return }
            add(CodeRole.symbolImageDescriptionForm, .label, name: index, argument: description.expression, .string, element: chainElement(index))
        case .AXChartDescriptor, .AXNumericDataAxisDescriptor, .AXCategoricalDataAxisDescriptor, .AXDataSeriesDescriptor, .AXDataPoint:
            recognizeAudioGraph(name, at: index)
        case .Image:
            guard isConstructorCall(index, module: "SwiftUI"), let arguments = file.arguments(ofParen: index + 1),
                  let label = file.argument("label", in: arguments) else { return }
            add("Image(_:label:)", .label, implicit: true, name: index, argument: label.expression, .localizedStringKey, element: titleElement(index))
        default:
            let framework: StaticString = switch name {
            case .AsyncButton: "ButtonKit"
            case .ControlWidgetToggle, .ControlWidgetButton: "WidgetKit"
            default: "SwiftUI"
            }
            guard name.isControl else { return }
            guard isConstructorCall(index, module: framework), let arguments = file.arguments(ofParen: index + 1),
                  let first = file.firstUnlabeled(arguments) else {
                if let labelFirst = name.showsTrailingClosureAsLabel { untitledControls.append((index, labelFirst)) }
                return
            }
            // An app's own `Tab` or `CommandMenu` type (common names for one) is not SwiftUI's; an app's
            // own `AsyncButton` view is read as any app view (an extension of ButtonKit's is no such view).
            if name == .Tab || name == .CommandMenu, judge.module.declaresTopLevelType(named: name.rawValue) { return }
            if name == .AsyncButton, judge.cachedStructInitialisers("AsyncButton", requiringView: true) != nil { return }
            let before = uses.count
            add("\(name.rawValue)(_:…)", .label, implicit: true, name: index, argument: first.expression, .localizedStringKey, element: titleElement(index),
                catalogOf: arguments)
            if name == .Picker, uses.count > before, isTitleHiddenByMenu(index) {
                for added in before..<uses.count { uses[added].isTitleOfMenuPicker = true }
            }
            // A text field's `prompt:` is its placeholder, which VoiceOver reads while the field is
            // empty: the one text of `TextField("", text: $name, prompt: Text("Folder name"))` (YABA, 56th study).
            if name == .TextField || name == .SecureField, let prompt = file.argument("prompt", in: arguments) {
                add("\(name.rawValue)(_:text:prompt:)", .label, implicit: true, name: index, argument: prompt.expression, .localizedStringKey,
                    element: titleElement(index))
            }
        }
    }

    /// An audio graph's descriptor (`AXChartDescriptor(title:summary:…)`, an axis's `title:`, a
    /// series' `name:`, a data point's `label:`): what VoiceOver speaks of a chart as the user explores
    /// it. The title, names and labels name things (labels); the chart's summary says what it shows,
    /// like a value. The `attributedTitle:` forms are not read: their text is built at run time.
    private mutating func recognizeAudioGraph(_ name: RecognizedName, at index: Int) {
        guard isConstructorCall(index, module: "Accessibility"), let arguments = file.arguments(ofParen: index + 1) else { return }
        let spoken: [(label: StaticString, role: AccessibilityRole)] = switch name {
        case .AXChartDescriptor: [("title", .label), ("summary", .value)]
        case .AXDataSeriesDescriptor: [("name", .label)]
        case .AXDataPoint: [("label", .label)]
        default: [("title", .label)]
        }
        let element = chainElement(index)
        for (label, role) in spoken {
            guard let argument = file.argument(label, in: arguments) else { continue }
            add("\(name.rawValue)(\(label):…)", role, name: index, argument: argument.expression, .string, element: element)
        }
    }

    /// `.fernletIconButton("Dismiss")`: a public modifier of another module of the run that hands
    /// its parameter to an accessibility modifier (``ImportedModifiers``) gives a use of that form
    /// and role at the argument, when the call's labels fit the modifier's parameters.
    private mutating func recognizeImportedModifier(at index: Int) {
        guard let modifiers = judge.module.importedModifiers[file.text(ofToken: index)], let arguments = file.arguments(ofParen: index + 1) else { return }
        for modifier in modifiers {
            guard let passed = HelperCall.bind(modifier.parameters, arguments, in: file) else { continue }
            let element = chainElement(index)
            for spoken in modifier.spoken {
                guard let argument = passed[spoken.parameter] else { continue }
                add(spoken.form, spoken.role, name: index, argument: argument, spoken.isKey ? .localizedStringKey : .string, element: element)
            }
            return
        }
    }

    /// A title key read in the catalog its call names: SwiftUI's controls take no `bundle:` or
    /// `tableName:`, so a call that passes them is the app's own initializer, which hands them to
    /// `Text(_:tableName:bundle:)` (Awful's `Button("Log Out", bundle: .module)` in a package, whose
    /// titles were all reported as looked up in the main bundle).
    private func lookup(_ argument: SpokenArgument, inCatalogOf call: [CallArgument]) -> SpokenArgument {
        guard case .localized(var lookup) = argument, lookup.kind == .localizedStringKey, lookup.bundle == .main, lookup.table == nil else { return argument }
        if let bundle = file.argument("bundle", in: call) {
            (lookup.bundle, lookup.bundleFile) = judge.lookupBundle(named: file.expressionText(file.unwrapped(bundle.expression)))
        }
        if let table = file.argument("tableName", in: call) {
            guard let name = file.plainLiteralText(file.unwrapped(table.expression)) else { return .dynamic(expression: file.expressionText(table.expression), reason: .tableNotLiteral) }
            lookup.table = name
        }
        return .localized(lookup)
    }

    /// `UIAccessibility.post(notification: .announcement, argument: …)` and
    /// `NSAccessibility.post(element:notification:userInfo:)` with `.announcement` in its user info.
    private mutating func recognizePost(at index: Int) {
        let period = shape.previous(index)
        guard kind(period) == .period, kind(index + 1) == .leftParen else { return }
        let owner = shape.previous(period)
        guard owner >= 0, let arguments = file.arguments(ofParen: index + 1) else { return }
        if file.token(owner, is: "UIAccessibility") {
            guard let notification = file.argument("notification", in: arguments),
                  let argument = file.argument("argument", in: arguments) else { return }
            if endsInName(notification.expression, "announcement") {
                add("UIAccessibility.post(notification:argument:)", .announcement, name: index, argument: argument.expression, .string,
                    element: chainElement(index))
            } else if endsInName(notification.expression, "screenChanged") || endsInName(notification.expression, "layoutChanged")
                        || endsInName(notification.expression, "pageScrolled") {
                // The argument is an element to move to or a string VoiceOver speaks (Ritualist's
                // `post(notification: .screenChanged, argument: stepTitle)`): only text is a use,
                // and a value the reader cannot see is more likely a view than words.
                add("UIAccessibility.post(notification:argument:)", .announcement, name: index, argument: argument.expression, .string,
                    element: chainElement(index), onlyText: true)
            }
        } else if file.token(owner, is: "NSAccessibility") {
            guard let userInfo = file.argument("userInfo", in: arguments) else { return }
            let range = file.unwrapped(userInfo.expression)
            guard range.count >= 2, kind(range.lowerBound) == .leftBracket, Int(file.tokens[range.lowerBound].link) == range.upperBound - 1 else {
                if let notification = file.argument("notification", in: arguments),
                   endsInName(notification.expression, "announcementRequested") {
                    add("NSAccessibility.post(element:notification:userInfo:)", .announcement, name: index, argument: range, .string,
                        element: chainElement(index))
                }
                return
            }
            for item in file.arguments(in: (range.lowerBound + 1)..<(range.upperBound - 1)) {
                guard let colon = topLevelColon(in: item.expression), endsInName(item.expression.lowerBound..<colon, "announcement") else { continue }
                add("NSAccessibility.post(element:notification:userInfo:)", .announcement, name: index,
                    argument: (colon + 1)..<item.expression.upperBound, .string, element: chainElement(index))
            }
        }
    }

    /// Whether the last token of a range is the name (`.announcement`, `UIAccessibility.Notification.announcement`).
    func endsInName(_ range: Range<Int>, _ name: StaticString) -> Bool {
        !range.isEmpty && kind(range.upperBound - 1) == .identifier && file.token(range.upperBound - 1, is: name)
    }

    /// The `:` between a dictionary item's key and value.
    private func topLevelColon(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            if token.kind == .colon { return index }
            if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace, Int(token.link) > index {
                index = Int(token.link) + 1
                continue
            }
            index = file.next(after: index)
        }
        return nil
    }
}
