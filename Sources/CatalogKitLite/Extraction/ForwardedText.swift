/// Where a value known only from the caller comes from, when the callers can be found in the
/// module: a parameter of a function (`func closeButton(_ label: String) -> some View`), or a stored
/// property without a value of a SwiftUI view that has only its memberwise initialiser
/// (`struct IconButton: View { let title: LocalizedStringKey … }`), or of another struct read
/// through a value of it (`labels.automaticCheckHelp` of `struct Labels { let automaticCheckHelp: String }`).
enum ForwardedText: Hashable, Sendable {
    /// The parameter at `index` of the function declared at `function`.
    case parameter(function: DeclarationReference, index: Int)
    /// The stored property declared at `property`, of the view `type`.
    case property(DeclarationReference, type: String)
    /// The parameter at `index` of an initialiser of `type`, whose body is the scope `scope` of the
    /// file `file`: a UIKit view's `init(title: String, detail: String)`, called `AgentChoiceCard(…)`.
    case initialiserParameter(file: Int32, scope: Int32, index: Int, type: String)
    /// One of the others, made a key where it is used: `.accessibilityHint(LocalizedStringKey(hintKey))`
    /// of `func chip(…, hintKey: String)` (Wizard Block of Truth's scoreboard chips): a literal its
    /// callers pass is a key, whatever the parameter's type; looked up in the table and bundle the
    /// use names (`Text(help, bundle: .module)` of DonpaSquad's `actionButton(help:)`).
    /// `moduleFile` is the file whose package `.module` means, once the value is followed out of it.
    /// `interpolationMakesFormat` is false for an app helper that looks its `String` key up as
    /// written (`L(title)` over `NSLocalizedString`): a caller's `"Hello \(name)"` is then a key
    /// made at run time, not the format `Hello %@`.
    indirect case convertedToKey(
        ForwardedText, table: String? = nil, bundle: LocalizedLookup.Bundle = .main, moduleFile: String? = nil,
        interpolationMakesFormat: Bool = true)
    /// One of the others, read after `??` behind another parameter or property of the same function
    /// or view (`label ?? systemName` in post's `GlassIconButton`, 49th study): a caller that gives
    /// `unlessGiven` never reaches it.
    indirect case fallback(ForwardedText, unlessGiven: ForwardedText)
    /// One of the others, shown as data: by `Text(verbatim:)` (kero's `actionButton(_ title: String)`
    /// over `Text(verbatim: title)`: the developer asked for what callers give as it is), or inside a
    /// hard-coded text that is reported as one (scarf's `"Saved \(key)"`): a literal callers pass is
    /// no hard-coded wording of its own.
    indirect case shownAsData(ForwardedText)

    /// The parameter or property itself, without a conversion.
    var base: ForwardedText {
        switch self {
        case .convertedToKey(let inner, _, _, _, _), .fallback(let inner, _), .shownAsData(let inner): inner.base
        default: self
        }
    }

    /// The file of the module that declares the parameter or property.
    var file: Int32 {
        switch base {
        case .parameter(let function, _): function.file
        case .property(let reference, _): reference.file
        case .initialiserParameter(let file, _, _, _): file
        case .convertedToKey, .fallback, .shownAsData: -1
        }
    }

    /// The same, shown as data; a fallback stays outermost, so that a caller that gives the
    /// parameter before `??` still hides it (``fallback(_:unlessGiven:)``).
    func markedShownAsData() -> ForwardedText {
        if case .fallback(let inner, let unlessGiven) = self { return .fallback(inner.markedShownAsData(), unlessGiven: unlessGiven) }
        return isShownAsData ? self : .shownAsData(self)
    }

    /// Whether what callers give is shown as data (``shownAsData(_:)``).
    var isShownAsData: Bool {
        switch self {
        case .shownAsData: true
        case .fallback(let inner, _), .convertedToKey(let inner, _, _, _, _): inner.isShownAsData
        default: false
        }
    }
}

extension ValueJudge {
    /// What gives a name of the use's own argument its value, when it is a parameter of the
    /// enclosing function or a stored property of the enclosing view (`title`, `self.title`).
    /// `frames` are the run's: a name read inside a followed computed property of the file (no
    /// parameters: `private var labelText: String { accessibilityLabel ?? title }`, Snowly's watch
    /// button) is the view's stored property as much as one read in the use itself.
    func forwardedText(_ range: Range<Int>, _ work: Work, frames: [Frame] = []) -> ForwardedText? {
        // A struct of another module's file, read here for its public text (AITranslator's
        // `ShareCore` models shown by the app), is made by that module's code: its makers are not
        // this module's to look for, and its file is not among those they are looked for in. (A
        // use in such a file, read again to find its callers here, forwards its own parameters.)
        guard let found = forwardedTextInAnyFile(range, work, frames: frames), Int(found.file) < module.ownFiles || Int(found.file) == work.file
        else { return nil }
        return found
    }

    private func forwardedTextInAnyFile(_ range: Range<Int>, _ work: Work, frames: [Frame]) -> ForwardedText? {
        // A value followed into a declaration of the use's own file gives only a name of the function
        // or view around it: a parameter (`let label = Text(help, bundle: .module)` then `.help(label)`,
        // DonpaSquad's `actionButton(help:)`) or the view's stored property (`if let btnText =
        // actionButtonText { Button(btnText) … }`, AppPorts' `HeaderView`).
        let inComputedProperty = work.frame >= 0 && work.frame < frames.count && frames[work.frame].parameters.isEmpty
            && frames[work.frame].selfCase == nil && frames[work.frame].file == work.file
        guard work.frame < 0 || inComputedProperty else { return nil }
        guard work.file == fileIndex, work.origin?.file == nil else { return functionParameterInAnotherFile(range, work) }
        let throughDeclaration = work.origin != nil
        let file = module.files[work.file]
        guard let chain = chain(file.unwrapped(range), in: file), case .name(let head) = chain.head, chain.headCall == nil else { return nil }
        if throughDeclaration, !chain.members.isEmpty { return nil }
        if file.token(head, is: "self") {
            guard chain.members.count == 1, chain.members[0].call == nil else { return nil }
            return storedViewProperty(named: file.text(ofToken: chain.members[0].name), at: head)
        }
        // `labels.automaticCheckHelp`: a stored property of another struct, set where that struct is
        // made (SaneSales' `SaneSparkleRow.Labels(automaticCheckHelp: String(localized: …))`).
        if chain.members.count == 1, chain.members[0].call == nil, let type = writtenStructType(ofName: head, in: work.file) {
            return storedProperty(named: file.text(ofToken: chain.members[0].name), of: type, requiringView: false)
        }
        guard chain.members.isEmpty else { return nil }
        // Through a declaration too (`if let btnText = actionButtonText`): a parameter or the view's
        // property, never a name a local or a closure's parameter hides.
        switch enclosingName(head, in: work.file) {
        case .parameter(let scope, let index):
            return functionParameter(scope: scope, index: index, in: work.file) ?? initialiserParameter(scope: scope, index: index, in: work.file)
        case .hidden:
            return nil
        case .outside:
            break
        }
        return storedViewProperty(named: file.text(ofToken: head), at: head)
    }

    /// A parameter of a function of another file that a value was followed into: `message` of
    /// `func showToast(_ kind: Kind, _ message: String) { toast = StatusToast(kind: kind, message:
    /// message) }`, whose toast a view announces (FinvestLens, 46th study). Its callers, wherever they
    /// are, give the text.
    private func functionParameterInAnotherFile(_ range: Range<Int>, _ work: Work) -> ForwardedText? {
        let file = module.files[work.file]
        guard let chain = chain(file.unwrapped(range), in: file), case .name(let head) = chain.head, chain.headCall == nil, chain.members.isEmpty,
              case .parameter(let scope, let index) = enclosingName(head, in: work.file) else { return nil }
        return functionParameter(scope: scope, index: index, in: work.file)
    }

    /// The parameter at `index` of the function whose body is the scope `scope`, when a function's
    /// declaration opens it.
    private func functionParameter(scope: Int, index: Int, in fileIndex: Int) -> ForwardedText? {
        let open = module.scopes[fileIndex].scopes[scope].open
        guard let declaration = module.declarations[fileIndex].firstIndex(where: { $0.body == open && $0.kind == .function }) else { return nil }
        return .parameter(function: DeclarationReference(file: Int32(fileIndex), index: Int32(declaration)), index: index)
    }

    /// The parameter at `index` of the initialiser whose body is the scope `scope` (`init(title:
    /// String) {`, `init?(…)`, `convenience init(…) throws {`), of the type around it.
    private func initialiserParameter(scope: Int, index: Int, in fileIndex: Int) -> ForwardedText? {
        let tree = module.scopes[fileIndex]
        guard let name = Self.initialiserKeyword(ofBody: Int(tree.scopes[scope].open), in: module.files[fileIndex]),
              let type = tree.enclosingType(of: name) else { return nil }
        return .initialiserParameter(file: Int32(fileIndex), scope: Int32(scope), index: index, type: type)
    }

    /// The `init` keyword of the initialiser whose body opens at `open`, when it is one.
    static func initialiserKeyword(ofBody open: Int, in file: SwiftLexedFile) -> Int? {
        // Back from the body's brace over `throws`, `async`, to the parameters' `)`.
        var close = open - 1
        while close > 0, close > open - 4, file.tokens[close].kind == .identifier { close -= 1 }
        guard close > 0, file.tokens[close].kind == .rightParen else { return nil }
        var name = Int(file.tokens[close].link) - 1
        if name > 0, file.tokens[name].kind == .operator, file.token(name, is: "?") || file.token(name, is: "!") { name -= 1 }
        return name >= 0 && file.token(name, is: "init") ? name : nil
    }

    /// A stored property read through a value the reader cannot type (`key.bindings[.tap]?.accessibilityLabel`,
    /// `items.first?.title`): when the module declares one member of that name and nothing else
    /// by it, and it is a stored property of a struct that every maker sets by name, its value is
    /// given where the struct is made (wurstfinger's key model, made with `String(localized:)`).
    func onlyStoredProperty(read range: Range<Int>, _ work: Work) -> ForwardedText? {
        guard work.file == fileIndex, work.frame < 0, work.origin == nil else { return nil }
        let file = module.files[work.file]
        let range = file.unwrapped(range)
        guard range.count >= 3, file.tokens[range.upperBound - 1].kind == .identifier, file.tokens[range.upperBound - 2].kind == .period,
              isPostfixChain(range.lowerBound..<(range.upperBound - 2), in: work.file) else { return nil }
        let name = file.text(ofToken: range.upperBound - 1)
        guard let reference = module.onlyMember(named: name), let owner = module.declaration(reference).owner else { return nil }
        return storedProperty(named: name, of: owner, requiringView: false)
    }

    /// Whether the tokens are one value with postfix parts only: names, `.member`, calls,
    /// subscripts and `?`/`!`, no operator between two values.
    private func isPostfixChain(_ range: Range<Int>, in fileIndex: Int) -> Bool {
        let file = module.files[fileIndex]
        let shape = shape(ofFile: fileIndex)
        var index = range.lowerBound
        while index < range.upperBound {
            let token = file.tokens[index]
            switch token.kind {
            case .identifier, .period:
                index += 1
            case .leftParen, .leftBracket:
                guard token.link > index, Int(token.link) < range.upperBound else { return false }
                index = Int(token.link) + 1
            case .operator:
                guard shape.isPostfix(index) else { return false }
                index += 1
            default:
                return false
            }
        }
        return !range.isEmpty
    }

    /// What a name means in the functions and closures around it, before the enclosing type's members.
    enum EnclosingName {
        /// The parameter at `index` of the function whose scope is `scope`.
        case parameter(scope: Int, index: Int)
        /// A local or a closure's parameter hides what it may mean outside: not followed.
        case hidden
        /// Nothing inside the type declares it.
        case outside
    }

    /// Where the name at `head` is declared, walking out from its scope to the enclosing type.
    func enclosingName(_ head: Int, in fileIndex: Int) -> EnclosingName {
        let text = module.files[fileIndex].text(ofToken: head)
        let tree = module.scopes[fileIndex]
        var scope = tree.scope(of: head)
        var steps = 0
        while scope > 0, steps < 64 {
            let kind = tree.scopes[scope].kind
            if case .type = kind { break }
            // A local hides the name only where it is visible: not in its own initialiser
            // (`let title = title.capitalized` reads the parameter).
            if let declared = module.locals[fileIndex][Int32(scope)]?[text],
               declared.contains(where: { !module.declaration($0).isShorthandBinding && module.declaration($0).isVisible(at: head) }) { return .hidden }
            switch kind {
            case .function(let parameters):
                if let index = parameters.firstIndex(where: { $0.name == text }) { return .parameter(scope: scope, index: index) }
            case .closure(let parameters):
                if parameters.contains(text) { return .hidden }
            default:
                break
            }
            scope = Int(tree.scopes[scope].parent)
            steps += 1
        }
        return .outside
    }

    /// The initialisers of a struct declared once in the module (a view, when `requiringView`),
    /// found once per judge (see ``SwiftModule/structInitialisers(_:requiringView:)``).
    func cachedStructInitialisers(_ owner: String, requiringView: Bool) -> [[SwiftParameter]]? {
        let cacheKey = requiringView ? owner : owner + " (any struct)"
        if let known = structInitialisers[cacheKey] { return known }
        let initialisers = module.structInitialisers(owner, requiringView: requiringView)
        structInitialisers[cacheKey] = initialisers
        return initialisers
    }

    /// A stored property without a value of the view whose body holds `token`, set by its makers
    /// by name: through the memberwise initialiser, or through initialisers of its own that each take
    /// it by the property's name (`init(label: LocalizedStringKey, …) { self.label = label }`, nos'
    /// `NosFormField`).
    private func storedViewProperty(named name: String, at token: Int) -> ForwardedText? {
        guard let type = module.scopes[fileIndex].enclosingType(of: token) else { return nil }
        return storedProperty(named: name, of: type, requiringView: true)
    }

    /// A stored property without a value (or an optional `var` whose value is `nil`) of a struct
    /// declared once in the module (a view, when `requiringView`), which every initialiser takes by
    /// the property's name.
    private func storedProperty(named name: String, of type: String, requiringView: Bool) -> ForwardedText? {
        let found = module.members(named: name, of: type)
        guard found.count == 1, let reference = found.first else { return nil }
        let declaration = module.declaration(reference)
        // `var spokenLabel: LocalizedStringResource? = nil` (Belay's `SettingRow`): the memberwise
        // initialiser takes it by name too, and a maker that leaves it out gives no text.
        let file = module.files[Int(reference.file)]
        // `var tooltip: String = ""` (Phi Browser's `DownloadActionButton`) is what its own
        // initialisers set; with only the memberwise one, makers that leave it out are many (a row
        // of data made everywhere), and it is not followed.
        let isEmptyText = declaration.kind == .variable && declaration.value.map { file.plainLiteralText($0) == "" } == true
        // `var label: LocalizedStringKey = "Düğme"` (Flapse's `CameraControlButton`): a view's default
        // text, which its makers replace by name (`CameraControlButton(icon: "xmark", label: "Kapat")`).
        let isDefaultText = requiringView && declaration.kind == .variable && declaration.value.map { file.isLiteral($0) } == true
        let hasNoValue = declaration.value == nil || isEmptyText || isDefaultText
            || declaration.kind == .variable && declaration.value.map { $0.count == 1 && file.token($0.lowerBound, is: "nil") } == true
        guard declaration.kind == .constant || declaration.kind == .variable, hasNoValue, !declaration.isStatic,
              let owner = declaration.owner else { return nil }
        let initialisers = cachedStructInitialisers(owner, requiringView: requiringView)
        guard !isEmptyText || requiringView else { return nil }
        guard let initialisers, !(isEmptyText && initialisers.isEmpty), initialisers.allSatisfy({ $0.contains { $0.label == name } }) else {
            // `init(_ title: LocalizedStringKey, …) { self.title = title }` (TranscriptionStudio's
            // `PrimaryButton`): the one initialiser's parameter is what its makers pass.
            let textType = TextType.of(annotation: declaration.type, in: file)
            return module.assigningInitialiser(of: owner, property: name, holdsCatalogText: textType == .key || textType == .resource)
        }
        return .property(reference, type: owner)
    }

    /// The struct a name stands for, when it is a parameter of an enclosing function or a stored
    /// property of the enclosing type whose type is written (`let labels: Labels`), and a type of
    /// the module.
    private func writtenStructType(ofName head: Int, in fileIndex: Int) -> String? {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        let text = file.text(ofToken: head)
        let enclosingType = tree.enclosingType(of: head)
        switch enclosingName(head, in: fileIndex) {
        case .parameter(let scope, let index):
            guard case .function(let parameters) = tree.scopes[scope].kind else { return nil }
            return typeName(parameters[index].type, in: file, context: enclosingType)
        case .hidden:
            return nil
        case .outside:
            break
        }
        guard let enclosingType, let member = module.members(named: text, of: enclosingType).first else { return nil }
        let declared = module.declaration(member)
        guard declared.kind == .constant || declared.kind == .variable, !declared.isStatic else { return nil }
        return typeName(declared.type, in: module.files[Int(member.file)], context: enclosingType)
    }

    /// The last name of the type a name at `head` holds, written where it is declared: a parameter
    /// or property annotated with it (`other: Other`), or a property made by its initialiser
    /// (`private let statusControl = StatusPillControl()`); any type, the module's or not.
    func declaredValueTypeName(ofName head: Int, in fileIndex: Int) -> String? {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        // `Outer.Control?` names `Control`; `Box<Foo>` names `Box`.
        func lastName(_ range: Range<Int>?, in file: SwiftLexedFile) -> String? {
            guard let range else { return nil }
            let outer = range.prefix { file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .period }
            return outer.last { file.tokens[$0].kind == .identifier }.map(file.text(ofToken:))
        }
        switch enclosingName(head, in: fileIndex) {
        case .parameter(let scope, let index):
            guard case .function(let parameters) = tree.scopes[scope].kind, index < parameters.count else { return nil }
            return lastName(parameters[index].type, in: file)
        case .hidden:
            return nil
        case .outside:
            break
        }
        guard let enclosingType = tree.enclosingType(of: head),
              let member = module.members(named: file.text(ofToken: head), of: enclosingType).first else { return nil }
        let declared = module.declaration(member)
        let declaringFile = module.files[Int(member.file)]
        guard declared.kind == .constant || declared.kind == .variable, !declared.isStatic else { return nil }
        if let written = lastName(declared.type, in: declaringFile) { return written }
        guard let value = declared.value, let call = declaringFile.namedCall(declaringFile.unwrapped(value)), !call.callee.isEmpty,
              let last = call.callee.split(separator: ".").last, last.first?.isUppercase == true else { return nil }
        return String(last)
    }
}

extension SwiftModule {
    /// The SwiftUI protocols of content made with a memberwise initialiser and shown as views are:
    /// SolarLens's `struct BatteryLevelSeries: ChartContent` with `var batteryLabel: String`, and the
    /// representables that wrap a UIKit or AppKit view (cmux's `FeedbackComposerMessageEditor:
    /// NSViewRepresentable`, made with `accessibilityLabel: String(localized: …)`, 46th study).
    static let viewProtocols: [StaticString] = [
        "View", "ChartContent", "ToolbarContent", "Commands", "TableColumnContent", "TableRowContent",
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// Whether the token names one of ``viewProtocols``.
    static func namesViewProtocol(_ token: Int, in file: SwiftLexedFile) -> Bool {
        viewProtocols.contains { file.token(token, is: $0) }
    }

    /// When `type` is declared once `struct …` in the module (`struct … : … View …`, or another of
    /// ``viewProtocols``, when `requiringView`): the parameters of each initialiser written in its body (none: only the
    /// memberwise one, whose makers set its stored properties by name); `nil` otherwise.
    func structInitialisers(_ type: String, requiringView: Bool = true) -> [[SwiftParameter]]? {
        let last = type.lastNameComponent
        var declarations = 0
        var answer = false
        var initialisers: [[SwiftParameter]] = []
        for (fileIndex, tree) in scopes.enumerated() {
            let file = files[fileIndex]
            for (scopeIndex, scope) in tree.scopes.enumerated() {
                guard case .type(let name, _) = scope.kind, name == type, scope.open >= 0 else { continue }
                // `struct Name<…>: A, View where … {`: the words before the brace.
                var index = Int(scope.open) - 1
                var conformsToView = false
                var isStruct = false
                var steps = 0
                while index >= 0, steps < 64 {
                    if file.token(index, is: "struct") {
                        isStruct = index + 1 < file.tokens.count && file.token(index + 1, equals: last)
                        break
                    }
                    if file.tokens[index].kind == .rightBrace || file.tokens[index].kind == .leftBrace { break }
                    if Self.namesViewProtocol(index, in: file) { conformsToView = true }
                    index -= 1
                    steps += 1
                }
                guard isStruct else { continue }
                declarations += 1
                answer = conformsToView
                for token in Int(scope.open)..<Int(scope.close) where file.token(token, is: "init") && tree.scope(of: token) == scopeIndex {
                    // The initialiser's body is the function scope that follows its parameters.
                    guard let body = tree.initialiserBody(after: token, inType: scopeIndex),
                          case .function(let parameters) = tree.scopes[body].kind else { return nil }
                    initialisers.append(parameters)
                }
            }
        }
        return declarations == 1 && (answer || !requiringView) ? initialisers : nil
    }
}
