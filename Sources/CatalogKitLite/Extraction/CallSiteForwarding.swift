/// Text that a function or a custom view of the app hands on to an accessibility API, given where
/// it is written: at the call sites. `AddButton(title: "Add model")` of
/// `struct AddButton: View { let title: LocalizedStringKey … .accessibilityLabel(title) }` is a
/// label whose key is "Add model", at the argument.
///
/// Each use whose text is a parameter of its function, or a stored property of its view
/// (``ForwardedText``), is looked for in the calls of that function and the constructions of that
/// view in the files of the module. Each call's argument is judged as the parameter's declared type
/// says (a literal is a key for a `LocalizedStringKey` or `LocalizedStringResource`, text for a
/// `String`) and gives a use of the inner one's form and role, at the argument. The inner use stays,
/// dynamic, only where no call is found; an argument that is itself a parameter or stored property
/// of the caller is followed to the caller's own callers, a few levels out.
enum CallSiteForwarding {
    /// The most call sites followed for one parameter or property: an app's own button view is made in
    /// dozens of places (Unstoppable Wallet's `ThemeButton(text:)`), each a use.
    static let maximumCallSites = 96

    /// A place that passes a forwarded value.
    private struct CallSite {
        var file: Int
        /// The callee's name token.
        var name: Int
        var argument: Range<Int>
        /// Whether the argument is a name of what an address beside it points to (see
        /// ``namesWhatAnAddressPointsTo(_:_:)``): text the same in every language.
        var isNameOfAddress = false
    }

    /// The most levels of views and functions a text is followed out through: SubTrack's
    /// `CodeRow(warningHelp: warningHelp)` inside `StringListEditor`, whose callers write the text.
    static let maximumLevels = 4

    /// Replaces, in `scans` (one per file of the module, in its order), each forwarded use that has
    /// call sites by the uses of its call sites; a call site that passes on a parameter or stored
    /// property of its own is followed to its callers in turn, up to ``maximumLevels``.
    static func apply(_ scans: inout [SourceScan], module: SwiftModule, routines: [String]) {
        for _ in 0..<maximumLevels {
            let next = applyOnce(&scans, module: module, routines: routines)
            for index in scans.indices { scans[index].forwardedUses = next[index] ?? [:] }
            if next.isEmpty { break }
        }
        for index in scans.indices { scans[index].forwardedUses = [:] }
    }

    /// One level of ``apply(_:module:routines:)``: the uses made at call sites that pass on a value
    /// of their own, by file and use index, to follow next.
    private static func applyOnce(_ scans: inout [SourceScan], module: SwiftModule, routines: [String]) -> [Int: [Int: ForwardedText]] {
        var inner: [ForwardedText: [(file: Int, use: Int)]] = [:]
        var order: [ForwardedText] = []
        for (fileIndex, scan) in scans.enumerated() {
            for use in scan.forwardedUses.keys.sorted() {
                let forward = scan.forwardedUses[use]!
                if inner[forward] == nil { order.append(forward) }
                inner[forward, default: []].append((fileIndex, use))
            }
        }
        guard !order.isEmpty else { return [:] }
        var typed: [ForwardedText: TextType] = [:]
        var byName: [String: [ForwardedText]] = [:]
        for forward in order {
            guard let type = declaredType(of: forward, in: module), let name = calleeName(of: forward, in: module) else { continue }
            typed[forward] = type
            byName[name, default: []].append(forward)
        }
        guard !byName.isEmpty else { return [:] }
        var omitted = Set<ForwardedText>()
        let sites = callSites(of: byName, in: module, omitted: &omitted)
        var removed: [Int: Set<Int>] = [:]
        var added: [Int: [AccessibilityUse]] = [:]
        // The uses added per file without their form site: one use per call and value.
        var addedKeys: [Int: Set<AccessibilityUse>] = [:]
        var hiddenLookups: [Int: [CodeLookup]] = [:]
        // The made uses whose value is the caller's own parameter or stored property.
        var passedOnward: [Int: [AccessibilityUse: ForwardedText]] = [:]
        var nextElement: [Int: Int] = [:]
        var judges: [Int: ValueJudge] = [:]
        // One element per call and inner element: a view's label and hint, or its title and
        // description in one label closure, stay together.
        var elements: [ElementKey: Int] = [:]
        for forward in order {
            guard let type = typed[forward], let calls = sites[forward], !calls.isEmpty, let uses = inner[forward] else { continue }
            for call in calls {
                let judge = judges[call.file] ?? ValueJudge(module: module, fileIndex: call.file, routines: routines)
                judges[call.file] = judge
                let file = module.files[call.file]
                var values = judge.values(of: call.argument, type: type)
                if case .convertedToKey = forward { values = Self.madeKeys(values) }
                // `label ?? systemName` where this call gives `label:`: the fallback is never read here.
                if case .fallback(_, let unlessGiven) = forward, let arguments = file.arguments(ofParen: call.name + 1),
                   let given = argument(for: unlessGiven, in: arguments, of: file, module: module),
                   !file.token(file.unwrapped(given).lowerBound, is: "nil") {
                    values = []
                }
                let firstUsePath = uses.first.flatMap { $0.file < module.paths.count ? module.paths[$0.file] : nil }
                let givenAsString = Self.isGivenAsString(forward, in: module)
                values = values.map { lookedUp($0, as: forward, useFile: firstUsePath, givenAsString: givenAsString) }
                // A name of an address, or a parameter shown as data (by `Text(verbatim:)`, or inside a
                // hard-coded text reported as one): what is passed is the app's data as it is.
                if call.isNameOfAddress || forward.isShownAsData {
                    for index in values.indices {
                        if case .hardCoded(let literal) = values[index].argument { values[index].argument = .untranslatable(literal) }
                    }
                }
                for (useFile, useIndex) in uses {
                    let use = scans[useFile].uses[useIndex]
                    let elementKey = ElementKey(file: call.file, name: call.name, innerFile: useFile, innerElement: use.element)
                    let element: Int
                    if let known = elements[elementKey] {
                        element = known
                    } else {
                        let first = nextElement[call.file] ?? (Self.largestElement(in: scans[call.file]) + 1)
                        element = first
                        nextElement[call.file] = first + 1
                        elements[elementKey] = element
                    }
                    for value in values {
                        let start = value.range.isEmpty ? call.argument.lowerBound : value.range.lowerBound
                        let made = AccessibilityUse(
                            form: use.form, role: use.role, isImplicit: use.isImplicit, callPosition: file.position(ofToken: call.name),
                            argumentPosition: file.position(ofToken: start), argument: value.argument, element: element, origin: value.origin,
                            runTimeKey: value.runTimeKey)
                        // Made inside a view VoiceOver never enters (`AvatarView(name: "Unknown")` in a
                        // row whose `.accessibilityElement(children: .ignore)` gives its own label): its
                        // key is still looked up, and heard nowhere.
                        if scans[call.file].hiddenCode.contains(where: { $0.contains(made.callPosition.offset) }) {
                            if case .localized(let lookup) = made.argument {
                                hiddenLookups[call.file, default: []].append(CodeLookup(lookup: lookup, position: lookup.key.position, isHidden: true))
                            }
                            continue
                        }
                        // `if bold { Text(title).bold() } else { Text(title) }` inside: one use here,
                        // which names the first place that speaks it.
                        if addedKeys[call.file, default: []].insert(made).inserted {
                            var placed = made
                            let site = use.callPosition
                            placed.formSite = use.formSite
                                ?? (useFile < module.paths.count ? "\(module.paths[useFile]):\(site.line):\(site.column)" : nil)
                            placed.formSitePath = use.formSitePath ?? (useFile < module.paths.count ? module.paths[useFile] : nil)
                            placed.formSiteOffset = use.formSiteOffset ?? site.offset
                            added[call.file, default: []].append(placed)
                        }
                        if let passedOn = value.forwarded {
                            // Made a key further in, it is one from the callers' callers too.
                            let onward = if case .convertedToKey(_, let table, let bundle, let moduleFile, let makesFormat) = forward {
                                ForwardedText.convertedToKey(
                                    passedOn.base, table: table, bundle: bundle,
                                    moduleFile: moduleFile ?? uses.first.flatMap { $0.file < module.paths.count ? module.paths[$0.file] : nil },
                                    interpolationMakesFormat: makesFormat)
                            } else if forward.isShownAsData {
                                passedOn.markedShownAsData()
                            } else {
                                passedOn
                            }
                            passedOnward[call.file, default: [:]][made] = onward
                        }
                    }
                    // `var label: LocalizedStringKey = "Button"` that a maker leaves out: the default is
                    // spoken there, so the use stays, with the default's text.
                    if omitted.contains(forward), let value = defaultText(of: forward, type: type, in: module, routines: routines) {
                        // Looked up as the use looks up what its callers pass (`Text(title, bundle: .module)`).
                        let path = useFile < module.paths.count ? module.paths[useFile] : nil
                        let judged = lookedUp(JudgedValue(argument: value, range: 0..<0), as: forward, useFile: path,
                                              givenAsString: Self.isGivenAsString(forward, in: module))
                        scans[useFile].uses[useIndex].argument = judged.argument
                        if let runTimeKey = judged.runTimeKey { scans[useFile].uses[useIndex].runTimeKey = runTimeKey }
                    } else {
                        removed[useFile, default: []].insert(useIndex)
                    }
                }
            }
        }
        for (fileIndex, lookups) in hiddenLookups {
            // A lookup written at the call (`AvatarView(name: String(localized: "avatar.group"))`) is
            // one already; a literal key the view's parameter makes a key is not.
            let known = Set(scans[fileIndex].otherLookups.map(\.lookup.key.position.offset))
            scans[fileIndex].otherLookups += lookups.filter { !known.contains($0.lookup.key.position.offset) }
            scans[fileIndex].otherLookups.sort { $0.position.offset < $1.position.offset }
        }
        var next: [Int: [Int: ForwardedText]] = [:]
        for fileIndex in scans.indices where removed[fileIndex] != nil || added[fileIndex] != nil {
            let gone = removed[fileIndex] ?? []
            var uses = scans[fileIndex].uses.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
            uses += added[fileIndex] ?? []
            // Sorted by place; the same place keeps its uses' order.
            scans[fileIndex].uses = uses.enumerated()
                .sorted { ($0.element.callPosition.offset, $0.element.argumentPosition.offset, $0.offset) < ($1.element.callPosition.offset, $1.element.argumentPosition.offset, $1.offset) }
                .map(\.element)
            if let onward = passedOnward[fileIndex] {
                for (index, use) in scans[fileIndex].uses.enumerated() {
                    if let forward = onward[use.withoutFormSite] { next[fileIndex, default: [:]][index] = forward }
                }
            }
        }
        return next
    }

    /// A call, and an element of the view or function it calls.
    private struct ElementKey: Hashable {
        var file: Int
        var name: Int
        var innerFile: Int
        var innerElement: Int
    }

    private static func largestElement(in scan: SourceScan) -> Int {
        max(scan.uses.map(\.element).max() ?? 0, scan.visibleTitles.map(\.element).max() ?? 0)
    }

    /// The values a caller gives a parameter or property its use makes a key
    /// (`Text(LocalizedStringKey(label))`): a literal the caller's `String` holds
    /// (`trigger.label` of `var label: String { switch self { case .work: "Work Stress" … } }`, CalmAnchor's
    /// trigger chips) is looked up as a key, as `LocalizedStringKey(trigger.label)` written at the call
    /// would be. One with an interpolation stays as it is: its key is made at run time, a key no
    /// catalog has, so VoiceOver speaks it as written.
    static func madeKeys(_ values: [JudgedValue]) -> [JudgedValue] {
        values.map { value in
            guard case .hardCoded(let literal) = value.argument, !literal.hasInterpolation else { return value }
            var made = value
            made.argument = .localized(LocalizedLookup(key: literal, kind: .localizedStringKey))
            return made
        }
    }

    /// What a literal passed for the parameter or property is: only text types are followed.
    static func declaredType(of forward: ForwardedText, in module: SwiftModule) -> TextType? {
        let annotation: Range<Int>?
        let file: Int32
        switch forward {
        case .convertedToKey:
            return .key
        case .fallback(let inner, _), .shownAsData(let inner):
            return declaredType(of: inner, in: module)
        case .parameter(let function, let index):
            annotation = module.declaration(function).parameters[index].type
            file = function.file
        case .property(let reference, _):
            annotation = module.declaration(reference).type
            file = reference.file
        case .initialiserParameter(let fileIndex, let scope, let index, _):
            annotation = initialiserParameters(fileIndex, scope, in: module)[index].type
            file = fileIndex
        }
        switch TextType.of(annotation: annotation, in: module.files[Int(file)]) {
        case .string?: return .string
        case .key?: return .key
        case .resource?: return .resource
        // `let accessibilityLabel: Text` of neon-compass's `FilterChip`, made as
        // `FilterChip(…, accessibilityLabel: Text("cheats.filter.category.all.a11y"))`.
        case .text?: return .text
        default: return nil
        }
    }

    /// Whether code of another module can pass the value: a parameter of a public function or of a
    /// public initialiser (Onym's `SettingsPrimaryButton("Verify & Confirm")` of its design
    /// package). A view's memberwise initialiser is internal, so its stored properties are not.
    static func isPublic(_ forward: ForwardedText, in module: SwiftModule) -> Bool {
        switch forward.base {
        case .parameter(let function, _):
            return module.declaration(function).isPublic
        case .property, .convertedToKey, .fallback, .shownAsData:
            return false
        case .initialiserParameter(let file, let scope, _, _):
            let tree = module.scopes[Int(file)]
            guard let keyword = ValueJudge.initialiserKeyword(ofBody: Int(tree.scopes[Int(scope)].open), in: module.files[Int(file)]) else { return false }
            return DeclarationCollector.isPublicInitialiser(at: keyword, file: module.files[Int(file)], scopes: tree)
        }
    }

    /// A value a caller (or a default) gives, as the use looks it up: a key in the use's own table or
    /// bundle (`Text(help, bundle: .module)`, whose module is the one of `useFile` unless the forward
    /// names it), or as written, without a format (`L(title)` over `NSLocalizedString`). A literal
    /// `givenAsString` (for a `String` parameter or property) is the app's lookup (`.helper`):
    /// Xcode's string extraction does not take it as a key (59th study: a message said it would),
    /// as it does one given for a `LocalizedStringKey` parameter.
    private static func lookedUp(_ value: JudgedValue, as forward: ForwardedText, useFile: String?, givenAsString: Bool) -> JudgedValue {
        guard case .convertedToKey(_, let table, let bundle, let moduleFile, let makesFormat) = forward,
              table != nil || bundle != .main || !makesFormat || givenAsString,
              case .localized(var lookup) = value.argument, lookup.kind == .localizedStringKey else { return value }
        var value = value
        if givenAsString { lookup.kind = .helper }
        lookup.table = table
        lookup.bundle = bundle
        if bundle == .module { lookup.bundleFile = moduleFile ?? useFile }
        if !makesFormat, lookup.key.hasInterpolation {
            // NSLocalizedString looks the text after interpolation up: a key no catalog has, and
            // the app's lookup whatever the parameter's declared type (the kind before `1f0622b`).
            lookup.kind = .helper
            value.argument = .dynamic(expression: "\"\(lookup.key.writtenText)\"", reason: .interpolatedKey)
            value.runTimeKey = lookup
            return value
        }
        value.argument = .localized(lookup)
        return value
    }

    /// Whether what a forward's callers give is declared a `String` (a parameter or stored property
    /// of that type), not a key type.
    private static func isGivenAsString(_ forward: ForwardedText, in module: SwiftModule) -> Bool {
        guard case .convertedToKey = forward else { return false }
        return declaredType(of: forward.base, in: module) == .string
    }

    /// The text a default value gives, judged as the declared type says: a stored property's literal
    /// (`var label: LocalizedStringKey = "Button"` is the key "Button"), or a parameter's default
    /// (`init(backLabel: String = Copy.moreTab)`, machtblick's reading pages, whose maker
    /// `ImprintView()` leaves it out), when it gives text that is known.
    private static func defaultText(of forward: ForwardedText, type: TextType, in module: SwiftModule, routines: [String]) -> SpokenArgument? {
        switch forward.base {
        case .property(let reference, _):
            let declaration = module.declaration(reference)
            // `let backLabel: String` set by the view's one `init(backLabel: String = Copy.moreTab)`
            // (machtblick's `ImprintView()`): the parameter's default.
            if declaration.value == nil, let owner = declaration.owner,
               let parameter = module.assigningInitialiser(of: owner, property: declaration.name, holdsCatalogText: type == .key || type == .resource),
               case .initialiserParameter = parameter {
                return defaultText(of: parameter, type: type, in: module, routines: routines)
            }
            guard let value = declaration.value, module.files[Int(reference.file)].isLiteral(value),
                  module.files[Int(reference.file)].plainLiteralText(value) != "" else { return nil }
            return ValueJudge(module: module, fileIndex: Int(reference.file), routines: routines).values(of: value, type: type).first?.argument
        case .parameter(let function, let index):
            return parameterDefault(module.declaration(function).parameters[index], file: Int(function.file), type: type, in: module, routines: routines)
        case .initialiserParameter(let file, let scope, let index, _):
            let parameters = initialiserParameters(file, scope, in: module)
            guard index < parameters.count else { return nil }
            return parameterDefault(parameters[index], file: Int(file), type: type, in: module, routines: routines)
        case .convertedToKey, .fallback, .shownAsData:
            return nil
        }
    }

    /// A parameter's default value as a text: one value, localized or a literal with words; `nil`
    /// for none, `nil`, an empty literal or a value known only at run time.
    private static func parameterDefault(_ parameter: SwiftParameter, file: Int, type: TextType, in module: SwiftModule, routines: [String]) -> SpokenArgument? {
        guard let value = parameter.defaultValue, !value.isEmpty, module.files[file].plainLiteralText(value) != "",
              !(value.count == 1 && module.files[file].token(value.lowerBound, is: "nil")) else { return nil }
        let values = ValueJudge(module: module, fileIndex: file, routines: routines).values(of: value, type: type)
        guard values.count == 1, let argument = values.first?.argument else { return nil }
        switch argument {
        case .localized, .hardCoded: return argument
        case .untranslatable, .dynamic: return nil
        }
    }

    /// The name its callers write: the function's, or the view type's last component. A function
    /// name that several functions of the module share is not followed, unless the function is
    /// `private` or `fileprivate` and the only one of its name in its file (MeatPad's two private
    /// `toggle` functions): its calls are in that file.
    private static func calleeName(of forward: ForwardedText, in module: SwiftModule) -> String? {
        switch forward.base {
        case .parameter(let function, _):
            // Functions of one name with other labels are other functions: a call's labels tell them
            // apart (`configure(caption:)` beside `configure(symbolName:title:…)`, flaccy).
            // Two a call could fit alike (`show(_:)` and `show(_:animated: Bool = true)`) are namesakes.
            let name = module.declaration(function).name
            let required = { (declaration: SwiftDeclaration) in declaration.parameters.filter { $0.defaultValue == nil }.map(\.label) }
            let labels = required(module.declaration(function))
            // A protocol's requirement has no body: the one implementation is what a call through
            // the protocol runs (fantastic-octo-fortnight's `postAnnouncement(message:)`).
            let isNamesake = { (declaration: SwiftDeclaration) in
                declaration.kind == .function && declaration.name == name && declaration.body >= 0 && required(declaration) == labels
            }
            if isFilePrivate(function, in: module) {
                return module.declarations[Int(function.file)].count(where: isNamesake) == 1 ? name : nil
            }
            let namesakes = module.declarations.reduce(0) { count, declarations in count + declarations.count(where: isNamesake) }
            return namesakes == 1 ? name : nil
        case .property(_, let type), .initialiserParameter(_, _, _, let type):
            let last = type.lastNameComponent
            return module.typesByLastName[last]?.count == 1 ? last : nil
        case .convertedToKey, .fallback, .shownAsData:
            return nil
        }
    }

    /// The last name of the type whose initialiser `self.init(…)` or `Self.init(…)` at the `init`
    /// token `index` calls: the type around it.
    private static func delegatedType(at index: Int, file: Int, in module: SwiftModule) -> String? {
        let lexed = module.files[file]
        guard index >= 2, lexed.tokens[index - 1].kind == .period, lexed.token(index - 2, is: "self") || lexed.token(index - 2, is: "Self") else { return nil }
        return module.scopes[file].enclosingType(of: index)?.lastNameComponent
    }

    /// The parameters of the initialiser whose body is the scope `scope` of the file.
    private static func initialiserParameters(_ file: Int32, _ scope: Int32, in module: SwiftModule) -> [SwiftParameter] {
        guard case .function(let parameters) = module.scopes[Int(file)].scopes[Int(scope)].kind else { return [] }
        return parameters
    }

    /// The web addresses a call's arguments write as literals (`url: "https://feeds.feedburner.com/TheHack"`,
    /// `URL(string: "https://…")`), as far as they are written: up to the first interpolation of one
    /// built from parts (Unwatched's `URL(string: "https://yt3.googleusercontent.com/\(imagePath)=s176")`).
    private static func addresses(in arguments: [CallArgument], of file: SwiftLexedFile) -> [String] {
        arguments.compactMap { argument in
            var expression = file.unwrapped(argument.expression)
            // `URL(string: "…")!`
            if let open = file.callParen(in: expression), let inner = file.arguments(ofParen: open), inner.count == 1 {
                expression = file.unwrapped(inner[0].expression)
            }
            guard file.isLiteral(expression), case .text(let text)? = file.decodedLiteral(at: expression.lowerBound).segments.first,
                  text.contains("://"), ValueJudge.isAddress(text) else { return nil }
            return text
        }
    }

    /// Whether a text beside addresses is the name of what one of them points to: one word that is
    /// a part of its host or path, whatever the case (Yattee's `dependencyLink("Nuke", url:
    /// "https://github.com/kean/Nuke")`, `communityLink("Discord", …, url: "https://yattee.stream/discord")`).
    /// "Privacy Policy" beside `…/privacy-policy` is words, not a name.
    static func namesWhatAnAddressPointsTo(_ text: String, _ addresses: [String]) -> Bool {
        guard text.count >= 2, !text.contains(where: { $0.isWhitespace }), text.contains(where: \.isLetter) else { return false }
        let name = text.lowercased()
        return addresses.contains { address in
            let afterScheme = address.range(of: "://").map { address[$0.upperBound...] } ?? Substring(address)
            return afterScheme.split(whereSeparator: { "/.?=&#:".contains($0) }).contains { $0.lowercased() == name }
        }
    }

    /// Whether a function is `private` or `fileprivate`: only its own file can call it.
    private static func isFilePrivate(_ function: DeclarationReference, in module: SwiftModule) -> Bool {
        module.files[Int(function.file)].isFilePrivate(declarationAt: Int(module.declaration(function).nameToken) - 1)
    }

    /// The calls that pass each forwarded value, in file and token order, at most
    /// ``maximumCallSites`` for each.
    /// `omitted` gets the stored properties and parameters that a maker leaves out (those with a
    /// default are spoken with it there).
    private static func callSites(of byName: [String: [ForwardedText]], in module: SwiftModule, omitted: inout Set<ForwardedText>) -> [ForwardedText: [CallSite]] {
        var result: [ForwardedText: [CallSite]] = [:]
        var onlyMethods: [ForwardedText: Bool] = [:]
        var judges: [Int: ValueJudge] = [:]
        for (fileIndex, file) in module.files.enumerated() {
            let tokens = file.tokens
            var previews: [Range<Int>]?
            for index in tokens.indices where tokens[index].kind == .identifier {
                guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen, !tokens[index + 1].followsSpace,
                      Int(tokens[index + 1].link) > index + 1 else { continue }
                // `.init(…)` in a typed place (`let params: [Param] = [.init("VoiceOver", …)]`) makes that type;
                // `self.init(…)` in a convenience initialiser calls its own type's (SubZen's `NewSubButton`).
                let isInit = tokens[index].keyword == .`init`
                let implicitType = isInit ? file.implicitInitialiserType(at: index) : nil
                let delegated = isInit && implicitType == nil ? delegatedType(at: index, file: fileIndex, in: module) : nil
                let text = isInit ? implicitType ?? delegated ?? "" : file.text(ofToken: index)
                guard var forwards = byName[text] else { continue }
                // A delegating call passes an initialiser's parameters on; a stored property is given
                // by the makers, whichever initialiser they call (nos' `FormField(label:)`).
                // The initialiser the call is written in is not the one it calls.
                if delegated != nil {
                    forwards = forwards.filter { forward in
                        guard case .initialiserParameter(let file, let scope, _, _) = forward.base else { return false }
                        let body = module.scopes[Int(file)].scopes[Int(scope)]
                        return !(Int(file) == fileIndex && Int(body.open) < index && index < Int(body.close))
                    }
                    if forwards.isEmpty { continue }
                }
                var isMemberOfAnotherValue = false
                if index > 0, tokens[index].keyword != .`init` {
                    let previous = index - 1
                    // A declaration (`func name(`), or a member of another value.
                    if file.token(previous, is: "func") || file.token(previous, is: "struct") { continue }
                    // `self.name(`, `Self.name(` and a nested type named with its outer one
                    // (`SaneSparkleRow.Labels(`) are calls of the module's own.
                    if tokens[previous].kind == .period, !(previous > 0 && (file.token(previous - 1, is: "self") || file.token(previous - 1, is: "Self")
                        || tokens[previous - 1].kind == .identifier && file.text(ofToken: previous - 1).first?.isUppercase == true
                        && module.typesByLastName[file.text(ofToken: previous - 1)] != nil)) {
                        isMemberOfAnotherValue = true
                    }
                }
                // Only the app's own modifiers are called on other values: a method of an extension of
                // a framework's view type (AIPedometer's `.accessibleButton(label:hint:)` on `View`).
                // So are the methods of the app's own types that no other function declares with the
                // same name and labels (flaccy's `statusControl.configure(symbolName:title:…)`).
                // A receiver whose declaration names another type of the module is that type's.
                var receiverType: String??
                let callable = isMemberOfAnotherValue ? forwards.filter { forward in
                    if isModifier(forward, in: module) { return true }
                    let only = onlyMethods[forward] ?? isOnlyMethodOfItsLabels(forward, in: module)
                    onlyMethods[forward] = only
                    guard only, case .parameter(let function, _) = forward.base, let owner = module.declaration(function).owner else { return false }
                    if receiverType == nil {
                        let receiver = index - 2
                        if judges[fileIndex] == nil { judges[fileIndex] = ValueJudge(module: module, fileIndex: fileIndex, routines: []) }
                        receiverType = .some(receiver >= 0 && tokens[receiver].kind == .identifier
                            ? judges[fileIndex]!.declaredValueTypeName(ofName: receiver, in: fileIndex) : nil)
                    }
                    guard let type = receiverType! else { return true }
                    return type == owner.lastNameComponent || requirementOwners(of: function, in: module).contains(type)
                } : forwards
                guard !callable.isEmpty else { continue }
                if previews == nil { previews = PreviewCode.ranges(in: file) }
                if SortedRanges.contains(previews!, file.position(ofToken: index).offset) { continue }
                guard let arguments = file.arguments(ofParen: index + 1) else { continue }
                let addresses = Self.addresses(in: arguments, of: file)
                for forward in callable where (result[forward]?.count ?? 0) < maximumCallSites {
                    // A private function's calls are in its own file.
                    if case .parameter(let function, _) = forward.base, Int(function.file) != fileIndex, isFilePrivate(function, in: module) { continue }
                    guard let argument = argument(for: forward, in: arguments, of: file, module: module) else {
                        // A maker that leaves a stored property or a parameter with a default out.
                        if case .convertedToKey = forward.base {} else { omitted.insert(forward) }
                        continue
                    }
                    // `SuggestedFeed(title: "The Hacker News", url: "https://…")`: the text written
                    // beside an address names the site there, a name the same in every language; a
                    // looked-up title (AppPorts' `LinkButton(title: "官方网站".localized, …, url:)`) is read.
                    if !addresses.isEmpty, case .property = forward.base, declaredType(of: forward, in: module) == .string {
                        let written = file.unwrapped(argument)
                        // A literal, or a name that passes one on (Unwatched's `title: title`), names the site.
                        if written.count == 1, file.tokens[written.lowerBound].kind == .string || file.tokens[written.lowerBound].kind == .identifier { continue }
                    }
                    let isNameOfAddress = !addresses.isEmpty
                        && file.plainLiteralText(file.unwrapped(argument)).map { namesWhatAnAddressPointsTo($0, addresses) } == true
                    result[forward, default: []].append(CallSite(file: fileIndex, name: index, argument: argument, isNameOfAddress: isNameOfAddress))
                }
            }
        }
        return result
    }

    /// Whether a forwarded parameter is one of a method of a type of the app that no other function
    /// of the module declares with the same name and argument labels, at least one of them written
    /// (`configure(symbolName:title:subtitle:tint:interactive:)`), and that overrides nothing: a call
    /// with those labels on any value is a call of it.
    private static func isOnlyMethodOfItsLabels(_ forward: ForwardedText, in module: SwiftModule) -> Bool {
        guard case .parameter(let function, _) = forward.base else { return false }
        let declaration = module.declaration(function)
        let labels = declaration.parameters.map(\.label)
        guard declaration.owner != nil, labels.contains(where: { $0 != nil }) else { return false }
        guard declaration.nameToken >= 1,
              !module.files[Int(function.file)].hasModifier("override", before: Int(declaration.nameToken) - 1) else { return false }
        // A protocol's requirement (no body) is no other method: the one implementation is what a
        // call through the protocol runs (fantastic-octo-fortnight's `postAnnouncement(message:)`).
        let isNamesake = { (reference: DeclarationReference) in
            let other = module.declaration(reference)
            return other.body >= 0 && other.parameters.map(\.label) == labels
        }
        var count = 0
        for byName in module.members.values {
            count += (byName[declaration.name] ?? []).count(where: isNamesake)
        }
        count += (module.globals[declaration.name] ?? []).count(where: isNamesake)
        return count == 1
    }

    /// The protocols of the module that require a method of the function's name and labels (a
    /// declaration without a body): a call on a value of such a protocol runs the function.
    private static func requirementOwners(of function: DeclarationReference, in module: SwiftModule) -> Set<String> {
        let declaration = module.declaration(function)
        let labels = declaration.parameters.map(\.label)
        var owners: Set<String> = []
        for byName in module.members.values {
            for reference in byName[declaration.name] ?? [] {
                let other = module.declaration(reference)
                guard other.body < 0, other.kind == .function, other.parameters.map(\.label) == labels, let owner = other.owner else { continue }
                owners.insert(owner.lastNameComponent)
            }
        }
        return owners
    }

    /// Whether a forwarded parameter is one of a method the app declares in an extension of a
    /// framework's view type, which its callers call on any such value.
    private static func isModifier(_ forward: ForwardedText, in module: SwiftModule) -> Bool {
        guard case .parameter(let function, _) = forward.base, let owner = module.declaration(function).owner else { return false }
        return ImportedModifiers.extendedViewTypes.contains(owner)
    }

    /// The argument a call passes for the parameter or property, when the call's labels fit.
    private static func argument(for forward: ForwardedText, in arguments: [CallArgument], of file: SwiftLexedFile, module: SwiftModule) -> Range<Int>? {
        switch forward.base {
        case .property(let reference, _):
            let name = module.declaration(reference).name
            return file.argument(labelled: name, in: arguments)?.expression
        case .parameter(let function, let wanted):
            return argument(for: module.declaration(function).parameters, wanted, in: arguments, of: file)
        case .initialiserParameter(let fileIndex, let scope, let wanted, _):
            return argument(for: initialiserParameters(fileIndex, scope, in: module), wanted, in: arguments, of: file)
        case .convertedToKey, .fallback, .shownAsData:
            return nil
        }
    }

    /// The argument a call passes for the parameter at `wanted`, when the call's labels fit the parameters.
    private static func argument(for parameters: [SwiftParameter], _ wanted: Int, in arguments: [CallArgument], of file: SwiftLexedFile) -> Range<Int>? {
        // Labels in order; a parameter left out has a default value or is a trailing closure.
        var next = 0
        var found: Range<Int>?
        for (index, parameter) in parameters.enumerated() where next < arguments.count {
            let fits = switch (arguments[next].label, parameter.label) {
            case (nil, nil): true
            case (let written?, let expected?): file.token(written, equals: expected)
            default: false
            }
            guard fits else { continue }
            if index == wanted { found = arguments[next].expression }
            next += 1
        }
        return next == arguments.count ? found : nil
    }
}
