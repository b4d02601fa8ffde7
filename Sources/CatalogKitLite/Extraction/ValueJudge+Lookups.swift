/// The leaves of an argument: lookups written with Foundation's and SwiftUI's functions, the
/// project's routines and helpers, text written as such, and calls that hand on a text.
extension ValueJudge {
    /// Judges an expression that has no branches.
    func judgeLeaf(_ range: Range<Int>, _ work: Work, _ run: inout Run) {
        let file = module.files[work.file]
        // `Text("Boosted").bold()`: a view's modifiers keep its words.
        if range.count > 3, file.tokens[range.lowerBound].kind == .identifier, file.token(range.lowerBound, is: "Text"),
           file.tokens[range.lowerBound + 1].kind == .leftParen, case let close = Int(file.tokens[range.lowerBound + 1].link),
           close > range.lowerBound, close + 1 < range.upperBound, file.tokens[close + 1].kind == .period {
            push(range.lowerBound..<(close + 1), type: work.type, from: work, to: &run)
            return
        }
        if let lookup = memberRoutineLookup(range, in: file) {
            add(lookup, for: work, to: &run)
            return
        }
        // A call looks its key up as written: a case member after it changes what it returns, not the key.
        var call = work
        call.caseTransform = nil
        if let helper = helperCall(range, work: call) {
            judgeHelperCall(helper, range: range, call, &run)
            return
        }
        if let open = file.callParen(in: range), open - range.lowerBound <= 8, judgeCall(callee: range.lowerBound..<open, open: open, call, &run) {
            return
        }
        judgeReference(range, work, &run)
    }

    /// Queues the text in the interpolations of a literal key a lookup found: `Text("\(label):
    /// \(value) \(unit)")` in Driveline's `DriveStatTile`, whose makers pass `label: String(localized:
    /// "Distance")` (the 40th study), is followed as a key written without `Text(…)` is.
    private func pushInterpolatedText(of found: SpokenArgument, key: CallArgument, _ work: Work, _ run: inout Run) {
        let file = module.files[work.file]
        guard case .localized(let lookup) = found, lookup.key.hasInterpolation, file.isLiteral(file.unwrapped(key.expression)),
              !Self.buildsKeyName(lookup.key) else { return }
        for inner in textInterpolations(ofLiteralAt: file.unwrapped(key.expression).lowerBound, work, frames: run.frames) {
            push(inner.range, type: inner.type, from: work, to: &run)
        }
    }

    /// Whether a key's interpolations complete the name of a key rather than words
    /// (`LocalizedStringKey("patterns.markup.color.\(value.rawValue)")`, KnitNote): its text has no
    /// space, and an interpolation follows a `.` or `_` of the name. What they give (`"black"`) is
    /// part of the key spoken when no catalog has it, not a title of its own.
    static func buildsKeyName(_ key: SwiftStringLiteral) -> Bool {
        var previous: String?
        var followsSeparator = false
        for segment in key.segments {
            switch segment {
            case .text(let text):
                if text.contains(where: \.isWhitespace) { return false }
                previous = text
            case .interpolation:
                if let last = previous?.last, last == "." || last == "_" { followsSeparator = true }
                previous = nil
            }
        }
        return followsSeparator
    }

    /// `"Close".localized` or `"Close".localized(…)` for a configured member routine.
    private func memberRoutineLookup(_ range: Range<Int>, in file: SwiftLexedFile) -> SpokenArgument? {
        guard !memberRoutines.isEmpty, !range.isEmpty, file.tokens[range.lowerBound].kind == .string else { return nil }
        let period = file.next(after: range.lowerBound)
        guard period + 1 < range.upperBound, file.tokens[period].kind == .period, file.tokens[period + 1].kind == .identifier,
              memberRoutines.contains(where: { file.token(period + 1, equals: $0) }) else { return nil }
        var arguments: [CallArgument] = []
        if period + 2 != range.upperBound {
            guard file.tokens[period + 2].kind == .leftParen, Int(file.tokens[period + 2].link) == range.upperBound - 1,
                  let inside = file.arguments(ofParen: period + 2) else { return nil }
            arguments = inside
        }
        let key = CallArgument(label: nil, expression: range.lowerBound..<period)
        let table: StaticString = file.argument("table", in: arguments) != nil ? "table" : "tableName"
        return lookup(arguments, kind: .routine, key: key, table: table, defaultValue: nil, in: file)
    }

    /// A call whose callee is a lookup, `Text(…)`, a formatting of a text, or a configured routine:
    /// judged (or handed on), and `true`; `false` for any other call.
    private func judgeCall(callee: Range<Int>, open: Int, _ work: Work, _ run: inout Run) -> Bool {
        let file = module.files[work.file]
        guard let arguments = file.arguments(ofParen: open) else { return false }
        let name = file.expressionText(callee)
        func judged(_ argument: SpokenArgument?) -> Bool {
            guard let argument else { return false }
            add(argument, for: work, to: &run)
            return true
        }
        func judged(_ arguments: [SpokenArgument]) -> Bool {
            for argument in arguments { add(argument, for: work, to: &run) }
            return !arguments.isEmpty
        }
        switch name {
        case "Text", "SwiftUI.Text", "Text.init":
            if let verbatim = file.argument("verbatim", in: arguments) {
                // `Text(verbatim:)` shows its string as it is: text, wherever it comes from. A name
                // there asks for the app's data as it is (kero's `Text(verbatim: title)` for the
                // editor "VS Code", CloseUp's license names; 56th study): what it holds is no
                // hard-coded wording, while a literal written right there, in a branch there, or in a
                // call there (`"Open Settings".uppercased()`, `String(format: "%d items", n)`) is.
                let written = file.unwrapped(verbatim.expression)
                var shown = work
                shown.showsAsData = work.showsAsData || Self.isPlainName(chain(written, in: file))
                push(verbatim.expression, type: .string, from: shown, to: &run)
                return true
            }
            if let accessors = generatedAccessorInitialiser(arguments, of: "Text", in: file) { return judged(accessors) }
            guard let first = file.firstUnlabeled(arguments) else { return false }
            if file.isLiteral(file.unwrapped(first.expression)) {
                guard let found = lookup(arguments, kind: .localizedStringKey, key: first, table: "tableName", defaultValue: nil, in: file) else { return false }
                add(found, for: work, to: &run)
                pushInterpolatedText(of: found, key: first, work, &run)
                return true
            }
            if file.argument("bundle", in: arguments) != nil || file.argument("tableName", in: arguments) != nil {
                // `Text(done ? "Done" : "Cancel", bundle: .module)`: a key, looked up in that bundle and table.
                return judgedLookup(arguments, kind: .localizedStringKey, key: first, table: "tableName", defaultValue: nil, work, &run)
            }
            // `Text(title)`: a String is shown as it is, a key or resource is looked up; a name the
            // type also shows with `Text(verbatim:)` is its data (``VerbatimNames``).
            var shown = work
            if work.file == fileIndex, isShownVerbatimElsewhere(first.expression) { shown.showsAsData = true }
            push(first.expression, type: .key, from: shown, to: &run)
            return true
        case "String", "Swift.String", "String.init":
            if let key = file.argument("localized", in: arguments) {
                return judgedLookup(arguments, kind: .stringLocalized, key: key, table: "table", defaultValue: "defaultValue", work, &run)
            }
            if let format = file.argument("format", in: arguments) {
                // `String(format: NSLocalizedString("%d items", …), n)`: the format is what is spoken.
                push(format.expression, type: .string, from: work, to: &run)
                return true
            }
            if arguments.count == 1, let only = file.firstUnlabeled(arguments), file.isLiteral(file.unwrapped(only.expression)) {
                // `String("coteditor.com")`: text on purpose, never looked up.
                return judged(Self.judgeText(file.decodedLiteral(at: file.unwrapped(only.expression).lowerBound)))
            }
            if arguments.isEmpty { return judged(.untranslatable(SwiftStringLiteral(segments: [.text("")], position: file.position(ofToken: callee.lowerBound)))) }
            return generatedAccessorInitialiser(arguments, of: "String", in: file).map(judged) ?? false
        case "String.localizedStringWithFormat", "NSString.localizedStringWithFormat", "AttributedString", "NSAttributedString":
            // `AttributedString(localized: "Welcome")`: looked up as `String(localized:)` is.
            if name == "AttributedString", let key = file.argument("localized", in: arguments) {
                return judgedLookup(arguments, kind: .stringLocalized, key: key, table: "table", defaultValue: "defaultValue", work, &run)
            }
            guard let first = arguments.first(where: { $0.label == nil || file.token($0.label!, is: "string") }) else { return false }
            push(first.expression, type: .string, from: work, to: &run)
            return true
        case "NSLocalizedString", "Foundation.NSLocalizedString":
            return judgedLookup(arguments, kind: .nsLocalizedString, key: file.firstUnlabeled(arguments), table: "tableName", defaultValue: "value", work, &run)
        case "LocalizedStringResource", "Foundation.LocalizedStringResource", "LocalizedStringResource.init":
            if let accessors = generatedAccessorInitialiser(arguments, of: "LocalizedStringResource", in: file) { return judged(accessors) }
            return judgedLookup(arguments, kind: .localizedStringResource, key: file.firstUnlabeled(arguments), table: "table", defaultValue: "defaultValue", work, &run)
        case "LocalizedStringKey", "SwiftUI.LocalizedStringKey", "LocalizedStringKey.init":
            if let accessors = generatedAccessorInitialiser(arguments, of: "LocalizedStringKey", in: file) { return judged(accessors) }
            return judgedLookup(arguments, kind: .localizedStringKey, key: file.firstUnlabeled(arguments), table: nil, defaultValue: nil, work, &run)
        case ".init":
            // `.init(localized: "DEFAULT")` where a String is taken (ethmensa's menu titles and settings
            // rows, 61st study: 62 of its uses): `String(localized:)`, as is AttributedString's.
            if let key = file.argument("localized", in: arguments) {
                return judgedLookup(arguments, kind: .stringLocalized, key: key, table: "table", defaultValue: "defaultValue", work, &run)
            }
            // The type is the parameter's: `table:` and `defaultValue:` are `LocalizedStringResource`'s,
            // `tableName:` is `Text`'s; with neither, a literal converts as it would if passed directly.
            if file.argument("table", in: arguments) != nil || file.argument("defaultValue", in: arguments) != nil {
                return judgedLookup(arguments, kind: .localizedStringResource, key: file.firstUnlabeled(arguments), table: "table", defaultValue: "defaultValue", work, &run)
            }
            if file.argument("tableName", in: arguments) != nil {
                return judgedLookup(arguments, kind: .localizedStringKey, key: file.firstUnlabeled(arguments), table: "tableName", defaultValue: nil, work, &run)
            }
            // `.init("nav_create_service_type", bundle: .atURL(Bundle.module.bundleURL))` where a
            // resource is taken (KozBon's `Strings`, 48th study: read as the symbol `init`).
            if work.type == .resource, file.argument("bundle", in: arguments) != nil, file.firstUnlabeled(arguments) != nil {
                return judgedLookup(arguments, kind: .localizedStringResource, key: file.firstUnlabeled(arguments), table: "table", defaultValue: "defaultValue", work, &run)
            }
            guard arguments.count == 1, let only = file.firstUnlabeled(arguments) else { return false }
            // `var localizedKey: LocalizedStringKey { .init(self.rawValue) }` (PokeZoneBuddy's event
            // filters): a String made a key, looked up as `LocalizedStringKey(…)` would be.
            // Only where literals are found so (a raw value, a constant): any other value is followed
            // as it was given (`Text(.init(model.message))` of a Markdown String that is itself a lookup).
            if work.type == .key, !file.isLiteral(file.unwrapped(only.expression)) {
                let literals = literalValues(of: only.expression, in: work, frames: run.frames)
                if !literals.isEmpty {
                    return judgedLookup(arguments, kind: .localizedStringKey, key: only, table: nil, defaultValue: nil, work, &run, keyLiterals: literals)
                }
            }
            push(only.expression, type: work.type, from: work, to: &run)
            return true
        default:
            // `Bundle.module.localizedString(forKey: "banner_info", value: nil, table: "Feedback")`: a
            // `String` key looked up in the receiver's bundle (MyHealthOverview's toasts and banners).
            if callee.count >= 3, file.token(callee.upperBound - 1, is: "localizedString"), file.tokens[callee.upperBound - 2].kind == .period,
               let key = file.argument("forKey", in: arguments) {
                let first = run.values.count
                let judgedAsLookup = judgedLookup(arguments, kind: .bundleLocalizedString, key: key, table: "table", defaultValue: "value", work, &run)
                let (bundle, bundleFile) = lookupBundle(named: file.expressionText(callee.lowerBound..<(callee.upperBound - 2)))
                for index in first..<run.values.count {
                    guard case .localized(var lookup) = run.values[index].argument else { continue }
                    lookup.bundle = bundle
                    lookup.bundleFile = bundleFile
                    if bundle == .module, bundleFile == nil, work.file != fileIndex, work.file < module.paths.count { lookup.bundleFile = module.paths[work.file] }
                    run.values[index].argument = .localized(lookup)
                }
                return judgedAsLookup
            }
            guard functionRoutines.contains(name) else { return false }
            let key = arguments.first { file.isLiteral(file.unwrapped($0.expression)) }
            let table: StaticString = file.argument("table", in: arguments) != nil ? "table" : "tableName"
            return judged(lookup(arguments, kind: .routine, key: key, table: table, defaultValue: nil, in: file)
                ?? .dynamic(expression: text(work), reason: .keyNotLiteral))
        }
    }

    /// A lookup function's call: looked up when its key and table are literals or constants that
    /// hold one; else dynamic, with why. `keyLiterals` are the key's literals when the caller has
    /// found them already.
    private func judgedLookup(
        _ arguments: [CallArgument], kind: LocalizedLookup.Kind, key: CallArgument?, table: StaticString?, defaultValue: StaticString?,
        _ work: Work, _ run: inout Run, keyLiterals known: [(literal: SwiftStringLiteral, origin: ValueOrigin?)]? = nil
    ) -> Bool {
        let file = module.files[work.file]
        guard let key else { return false }
        if let found = lookup(arguments, kind: kind, key: key, table: table, defaultValue: defaultValue, in: file) {
            if case .localized(let lookup) = found, kind == .nsLocalizedString || kind == .bundleLocalizedString, lookup.key.hasInterpolation {
                // NSLocalizedString's key is a String: an interpolation makes it at run time.
                addRunTimeKey(lookup, for: work, to: &run)
            } else {
                add(found, for: work, to: &run)
                pushInterpolatedText(of: found, key: key, work, &run)
            }
            return true
        }
        // The key or the table is a name: followed to the literal it holds, when it is a constant.
        let keyLiterals = known ?? literalValues(of: key.expression, in: work, frames: run.frames)
        guard !keyLiterals.isEmpty else {
            let keyRange = file.unwrapped(key.expression)
            // `LocalizedStringKey(hintKey)` of a `String` parameter or stored property, `Text(help,
            // bundle: .module)`: what its callers pass is a key of that table and bundle
            // (``ForwardedText/convertedToKey(_:table:bundle:)``).
            // CustomSystemIcons' `func customAccessibility(label: String, hint: String) -> some View`
            // over `let label = NSLocalizedString(label, comment: "")` (59th study): the same for a
            // `String` key, looked up as written (an interpolation makes the key at run time).
            // `String(localized:)` takes a resource or a `LocalizationValue`, followed below.
            let takesStringKey = kind == .nsLocalizedString || kind == .bundleLocalizedString
            if kind == .localizedStringKey || takesStringKey, let forward = forwardedText(keyRange, work) {
                guard let (tableName, bundle, bundleFile) = catalogNamed(by: arguments, table: table, work, &run) else { return true }
                if case .property = forward { addDynamic(.storedProperty, for: work, to: &run) } else { addDynamic(.parameter, for: work, to: &run) }
                run.values[run.values.count - 1].forwarded = .convertedToKey(
                    forward.base, table: tableName, bundle: bundle, moduleFile: bundleFile, interpolationMakesFormat: !takesStringKey)
                return true
            }
            // `String(localized: resource.defaultValue, table: resource.table, bundle: …)`: the resource
            // looked up, as ListenScrobbler's `AppLocalization.string(_ resource: LocalizedStringResource)`
            // does for an in-app language.
            if kind == .stringLocalized, keyRange.count >= 3, file.tokens[keyRange.upperBound - 2].kind == .period,
               file.token(keyRange.upperBound - 1, is: "defaultValue") {
                push(keyRange.lowerBound..<(keyRange.upperBound - 2), type: .resource, from: work, to: &run)
                return true
            }
            // With a table or a bundle, the key is a `String.LocalizationValue` looked up there, not a
            // resource that names its own: left dynamic where its literals are not found above.
            let namesItsCatalog = file.argument("table", in: arguments) != nil || file.argument("bundle", in: arguments) != nil
            if kind == .stringLocalized, !keyRange.isEmpty, !namesItsCatalog,
               file.tokens[keyRange.lowerBound].kind == .period || declaredType(of: keyRange, in: work, depth: 0) == .resource {
                // `String(localized: resource)`, `String(localized: .curatedCollection)`: a
                // `LocalizedStringResource`, followed as one.
                push(key.expression, type: .resource, from: work, to: &run)
            } else {
                addDynamic(.keyNotLiteral, for: work, to: &run)
            }
            return true
        }
        guard let (tableName, bundle, bundleFile) = catalogNamed(by: arguments, table: table, work, &run) else { return true }
        // `String(localized: String.LocalizationValue(key))` over `let key = "device.mode.\(mode.rawValue)"`
        // (Maurya, 49th study): a `String` made at run time, the text after interpolation looked up.
        // So is `LocalizedStringKey(option.titleKey)` over `var titleKey: String {
        // "settings.retention.\(rawValue)" }` (perch, 51st study): `LocalizedStringKey(_:)` takes a
        // `String`, made before the key is.
        let keyIsRunTimeString = kind == .stringLocalized
            && file.wrappedArgument(file.unwrapped(key.expression), callees: ["String.LocalizationValue", "LocalizationValue"])
                .map { !file.isLiteral(file.unwrapped($0)) } ?? false
            || kind == .localizedStringKey && !file.isLiteral(file.unwrapped(key.expression))
        for (literal, origin) in keyLiterals {
            let lookup = LocalizedLookup(key: literal, table: tableName, bundle: bundle, kind: kind, bundleFile: bundleFile)
            if literal.hasInterpolation, kind == .nsLocalizedString || kind == .bundleLocalizedString || keyIsRunTimeString {
                addRunTimeKey(lookup, for: work, to: &run, origin: origin)
                continue
            }
            add(.localized(lookup), for: work, to: &run, origin: origin)
        }
        return true
    }

    /// A lookup from a call's arguments; `nil` when the key or the table is not a literal.
    func lookup(
        _ arguments: [CallArgument], kind: LocalizedLookup.Kind, key: CallArgument?, table tableLabel: StaticString?,
        defaultValue defaultLabel: StaticString?, in file: SwiftLexedFile
    ) -> SpokenArgument? {
        guard let key, case let keyRange = file.unwrapped(key.expression), file.isLiteral(keyRange) else { return nil }
        var table: String?
        if let tableLabel, let argument = file.argument(tableLabel, in: arguments), !Self.isNil(argument.expression, in: file) {
            guard let text = file.plainLiteralText(file.unwrapped(argument.expression)) else { return nil }
            table = text
        }
        var defaultValue: SwiftStringLiteral?
        if let defaultLabel, let argument = file.argument(defaultLabel, in: arguments), file.isLiteral(file.unwrapped(argument.expression)) {
            defaultValue = file.decodedLiteral(at: file.unwrapped(argument.expression).lowerBound)
        }
        let comment = file.argument("comment", in: arguments).flatMap { file.plainLiteralText(file.unwrapped($0.expression)) }
        let bundle = file.argument("bundle", in: arguments).map { lookupBundle(named: file.expressionText(file.unwrapped($0.expression))) } ?? (.main, nil)
        let keyLiteral = file.decodedLiteral(at: keyRange.lowerBound)
        // `Text(" ")`: the lookup gives the text back, there is nothing to translate.
        if let text = keyLiteral.plainText, text.allSatisfy(\.isWhitespace) {
            return .untranslatable(keyLiteral)
        }
        return .localized(LocalizedLookup(
            key: keyLiteral, table: table, bundle: bundle.bundle, kind: kind, defaultValue: defaultValue, comment: comment, bundleFile: bundle.file))
    }

    /// The table (its literal, or a constant's; `nil` for the default) and the bundle a lookup's
    /// arguments name; `nil`, with the use dynamic, when the table is not known.
    private func catalogNamed(
        by arguments: [CallArgument], table: StaticString?, _ work: Work, _ run: inout Run
    ) -> (table: String?, bundle: LocalizedLookup.Bundle, bundleFile: String?)? {
        let file = module.files[work.file]
        var tableName: String?
        if let table, let argument = file.argument(table, in: arguments), !Self.isNil(argument.expression, in: file) {
            guard let text = literalValues(of: argument.expression, in: work, frames: run.frames).first?.literal.plainText else {
                addDynamic(.tableNotLiteral, for: work, to: &run)
                return nil
            }
            tableName = text
        }
        let bundle = file.argument("bundle", in: arguments).map { lookupBundle(named: file.expressionText(file.unwrapped($0.expression))) } ?? (.main, nil)
        return (tableName, bundle.bundle, bundle.file)
    }

    /// Whether an argument is `nil` (`tableName: nil`: the default table, as if left out).
    static func isNil(_ range: Range<Int>, in file: SwiftLexedFile) -> Bool {
        let range = file.unwrapped(range)
        return range.count == 1 && file.token(range.lowerBound, is: "nil")
    }

    /// The bundle an expression's text names, followed into the module: a static property or a
    /// constant whose value names `Bundle.module` is the module's bundle (``SwiftModule/namesModuleBundle(_:)``).
    /// Another module's bundle (``SwiftModule/otherModuleBundleFile(named:)``) is `.module` too,
    /// with the file that names it as ``LocalizedLookup/bundleFile`` (``lookupBundle(named:)``).
    func declaredBundle(named text: String) -> LocalizedLookup.Bundle {
        let named = Self.bundle(named: text)
        guard case .other(let other) = named, module.namesModuleBundle(other) || module.otherModuleBundleFile(named: other) != nil else { return named }
        return .module
    }

    /// The bundle an expression's text names and, for another module's, the file that declares it:
    /// where the lookup's catalogs are.
    func lookupBundle(named text: String) -> (bundle: LocalizedLookup.Bundle, file: String?) {
        guard let file = module.otherModuleBundleFile(named: text) else { return (declaredBundle(named: text), nil) }
        return (.module, file)
    }

    /// The bundle an expression's text names; `LocalizedStringResource.BundleDescription`'s
    /// `.atURL(Bundle.module.bundleURL)` (KozBon's `Strings`, 48th study) is the module's.
    static func bundle(named text: String) -> LocalizedLookup.Bundle {
        switch text {
        case ".main", "Bundle.main", "Foundation.Bundle.main", ".atURL(Bundle.main.bundleURL)": .main
        case ".module", "Bundle.module", "#bundle", ".atURL(Bundle.module.bundleURL)": .module
        case let other: .other(other)
        }
    }

    /// Whether an expression's chain is a name or a chain of properties without a call (`title`,
    /// `item.license`, `self.editor`): a value the code holds, not text it writes or makes there.
    static func isPlainName(_ chain: Chain?) -> Bool {
        guard let chain, case .name = chain.head, chain.headCall == nil else { return false }
        return chain.members.allSatisfy { $0.call == nil }
    }

    // MARK: - Helpers

    /// The helper call an expression is, when it is one.
    func helperCall(_ range: Range<Int>, work: Work) -> HelperCall? {
        guard !module.helpers.isEmpty, range.count >= 2 else { return nil }
        let file = module.files[work.file]
        if file.tokens[range.lowerBound].kind == .operator { return HelperCall.matchPrefixOperator(range, in: file, helpers: module.helpers) }
        // The helper's name is the last name of the expression: `x.localized`, `L(…)`, `.localized(…)`.
        var name = range.upperBound - 1
        if file.tokens[name].kind == .rightParen {
            let open = Int(file.tokens[name].link)
            guard open > range.lowerBound else { return nil }
            name = open - 1
        }
        guard name >= range.lowerBound, file.tokens[name].kind == .identifier || file.tokens[name].kind == .poundKeyword else { return nil }
        let enclosing = module.scopes[work.file].enclosingType(of: range.lowerBound)
        guard let call = HelperCall.match(endingAt: name, in: file, shape: shape(ofFile: work.file), helpers: module.helpers, enclosingType: enclosing) else {
            return nil
        }
        // A member helper's receiver is the rest of the expression, not a part of a longer chain.
        if case .receiver = call.helper.key, call.key.lowerBound != range.lowerBound { return nil }
        return call
    }

    /// A helper's lookup: the key is the argument (or the receiver) followed to its literals.
    private func judgeHelperCall(_ call: HelperCall, range: Range<Int>, _ work: Work, _ run: inout Run) {
        let file = module.files[work.file]
        let keys = call.helper.keyRawValues.map { rawValueKeys(call.key, $0, in: file) } ?? literalValues(of: call.key, in: work, frames: run.frames)
        // `Text(L(title))` of a view's `let title: String`, `label.localized` of a function's
        // parameter: what the callers pass is a key of the helper's table and bundle, as with
        // `LocalizedStringKey(title)` (``ForwardedText/convertedToKey(_:table:bundle:moduleFile:)``).
        let forward = keys.isEmpty && call.helper.keyRawValues == nil ? forwardedText(file.unwrapped(call.key), work) : nil
        guard !keys.isEmpty || forward != nil else {
            addDynamic(.keyNotLiteral, for: work, to: &run)
            return
        }
        func resolved(_ source: HelperSignature.Source, isTable: Bool) -> (text: String?, readable: Bool) {
            switch source {
            case .standard: return (nil, true)
            case .written(let text): return (text, true)
            case .unreadable: return (nil, false)
            case .member(let name):
                return memberOfReceiver(name, of: call, isTable: isTable, work, &run)
            case .parameter(let index, let fallback):
                if let argument = call.arguments[index] {
                    if isTable, let rawValues = call.helper.tableRawValues {
                        guard let text = rawValueKeys(argument, rawValues, in: file).first?.literal.plainText else { return (nil, false) }
                        return (text, true)
                    }
                    if isTable {
                        guard let text = literalValues(of: argument, in: work, frames: run.frames).first?.literal.plainText else { return (nil, false) }
                        return (text, true)
                    }
                    return (file.expressionText(file.unwrapped(argument)), true)
                }
                switch fallback {
                case .standard: return (nil, true)
                case .written(let text): return (text, true)
                case .unreadable: return (nil, false)
                }
            }
        }
        let table = resolved(call.helper.table, isTable: true)
        guard table.readable else {
            addDynamic(.tableNotLiteral, for: work, to: &run)
            return
        }
        let bundleSource = resolved(call.helper.bundle, isTable: false)
        // A bundle the reader cannot tell is no main bundle: jackssh's `LocalizationManager`, whose
        // `bundle` its `convenience init()` sets to `.module` (54th study), made as `.shared` with no
        // argument. Any catalog of the code's own may hold the key.
        let named = bundleSource.readable ? bundleSource.text.map(lookupBundle(named:)) : nil
        let bundle = bundleSource.readable ? named?.bundle ?? .main : .other(bundleSource.text ?? "an unknown bundle")
        if let forward {
            if case .property = forward { addDynamic(.storedProperty, for: work, to: &run) } else { addDynamic(.parameter, for: work, to: &run) }
            run.values[run.values.count - 1].forwarded = .convertedToKey(
                forward.base, table: table.text, bundle: bundle, moduleFile: bundle == .module ? call.helper.path : nil,
                interpolationMakesFormat: call.helper.keyTakesInterpolations)
            return
        }
        for (written, origin) in keys {
            var key = written
            // A key the helper answers from its own table in code (Flashcards' `inlineTranslations`).
            if let text = key.plainText, call.helper.inlineKeys.contains(text) {
                add(.dynamic(expression: key.writtenText, reason: .translatedInCode), for: work, to: &run, origin: origin)
                continue
            }
            // A key the helper maps through the app's table first (Pindrop's stable keys).
            if let keyMap = call.helper.keyMap {
                guard let text = key.plainText, let mapped = keyMap[text] else {
                    add(.dynamic(expression: key.writtenText, reason: .keyMappedInCode), for: work, to: &run, origin: origin)
                    continue
                }
                key = SwiftStringLiteral(segments: [.text(mapped)], position: key.position)
            }
            let moduleFile = bundle == .module ? named?.file ?? call.helper.path : nil
            var lookup = LocalizedLookup(key: key, table: table.text, bundle: bundle, kind: .helper, bundleFile: moduleFile)
            // The text the helper shows where the catalog has none (smart-siddur's `fallback:`).
            if let index = call.helper.fallbackText, let argument = call.arguments[index], file.isLiteral(file.unwrapped(argument)) {
                lookup.defaultValue = file.decodedLiteral(at: file.unwrapped(argument).lowerBound)
            }
            if key.hasInterpolation, !call.helper.keyTakesInterpolations {
                addRunTimeKey(lookup, for: work, to: &run, origin: origin)
                continue
            }
            add(.localized(lookup), for: work, to: &run, origin: origin)
        }
    }

    /// The literal key of `LocalizedStringResource("key", …)` or `LocalizedStringKey("key")`, when the
    /// range is such a call, read as any such lookup is (``lookup(_:kind:key:table:defaultValue:in:)``).
    /// A table, or a bundle other than the main one, is the resource's own: the helper's lookup would
    /// not tell where it reads, so such a resource gives none.
    func keyOfResource(_ range: Range<Int>, in file: SwiftLexedFile) -> SwiftStringLiteral? {
        let keyword = file.tokens[range.lowerBound].keyword
        guard keyword == .LocalizedStringResource || keyword == .LocalizedStringKey, range.count >= 3,
              file.tokens[range.lowerBound + 1].kind == .leftParen, Int(file.tokens[range.lowerBound + 1].link) == range.upperBound - 1,
              let arguments = file.arguments(ofParen: range.lowerBound + 1),
              case .localized(let found)? = lookup(
                  arguments, kind: .localizedStringResource, key: file.firstUnlabeled(arguments),
                  table: keyword == .LocalizedStringResource ? "table" : nil, defaultValue: nil, in: file),
              found.table == nil, found.bundle == .main else { return nil }
        return found.key
    }

    /// The key a helper whose key is an enum parameter's raw value is given: the raw value of the
    /// case the call names (`.batteryCapacityPercentage`, or qualified by its type), at the call.
    private func rawValueKeys(_ range: Range<Int>, _ rawValues: [String: String], in file: SwiftLexedFile) -> [(literal: SwiftStringLiteral, origin: ValueOrigin?)] {
        let range = file.unwrapped(range)
        guard range.count >= 2, file.tokens[range.upperBound - 1].kind == .identifier, file.tokens[range.upperBound - 2].kind == .period,
              range.dropLast(2).allSatisfy({ file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .period }),
              let raw = rawValues[file.text(ofToken: range.upperBound - 1)] else { return [] }
        return [(SwiftStringLiteral(segments: [.text(raw)], position: file.position(ofToken: range.upperBound - 1)), nil)]
    }

    /// A helper's table or bundle that is a stored property of the value it is called on: the
    /// argument of that name its initialiser was given (`.init(tableName: "Chat", bundle: .main)`),
    /// the same in every initialiser the receiver may come from.
    private func memberOfReceiver(_ name: String, of call: HelperCall, isTable: Bool, _ work: Work, _ run: inout Run) -> (text: String?, readable: Bool) {
        guard let receiver = call.receiver else { return (nil, false) }
        guard let calls = initialiserCalls(making: receiver, work, &run), !calls.isEmpty else {
            // `String.common` declared by the helper's module, which this one cannot read: only
            // written with the type that declares it, never a value of the same name.
            let file = module.files[work.file]
            let last = receiver.upperBound - 1
            guard receiver.count >= 3, file.tokens[last].kind == .identifier, file.tokens[last - 1].kind == .period,
                  let declared = call.helper.receivers[file.text(ofToken: last)],
                  file.expressionText(receiver.lowerBound..<(last - 1)).split(separator: ".").last == declared.owner.split(separator: ".").last,
                  let argument = declared.arguments[name] else { return (nil, false) }
            return isTable ? (argument.literal, argument.literal != nil) : (argument.expression, true)
        }
        var texts = Set<String>()
        for (made, arguments) in calls {
            let file = module.files[made.file]
            guard let argument = file.argument(labelled: name, in: arguments) else { return (nil, false) }
            if isTable {
                let values = literalValues(of: argument.expression, in: made, frames: run.frames)
                guard values.count == 1, let text = values[0].literal.plainText else { return (nil, false) }
                texts.insert(text)
            } else {
                texts.insert(file.expressionText(file.unwrapped(argument.expression)))
            }
        }
        guard texts.count == 1 else { return (nil, false) }
        return (texts.first, true)
    }

    // MARK: - Keys held in constants

    /// The literals an expression holds when it is a literal or names constants that hold one
    /// (`let key = "title"`, `static let table = "Settings"`, an enum case's raw value): what a
    /// lookup's key or table may be, each with the declaration it was followed to. Empty when it
    /// holds anything else.
    func literalValues(of range: Range<Int>, in work: Work, frames: [Frame]) -> [(literal: SwiftStringLiteral, origin: ValueOrigin?)] {
        var run = Run()
        run.frames = frames
        run.pending.append(Work(file: work.file, range: range, type: .string, frame: work.frame, useRange: work.useRange, origin: work.origin, depth: work.depth))
        var literals: [(literal: SwiftStringLiteral, origin: ValueOrigin?)] = []
        while let piece = run.pending.popLast() {
            run.steps += 1
            guard run.steps <= Self.maximumSteps, literals.count < Self.maximumValues else { return [] }
            let file = module.files[piece.file]
            let range = file.unwrapped(piece.range)
            if file.isLiteral(range) {
                literals.append((file.decodedLiteral(at: range.lowerBound), piece.origin))
                continue
            }
            // A resource or key made where a constant holds it, handed to a helper that takes one
            // (Oasis's `L10n.string(L10n.Mixer.soundDetailsHint)`, `static let soundDetailsHint =
            // LocalizedStringResource("mixer.accessibility.soundDetailsHint", defaultValue: …)`): its key.
            if let key = keyOfResource(range, in: file) {
                literals.append((key, piece.origin))
                continue
            }
            // `String.LocalizationValue(rawValue)`: the key its one argument holds (blaseunddarm's
            // `var label: String { String(localized: String.LocalizationValue(rawValue)) }`).
            if let inner = file.wrappedArgument(range, callees: ["String.LocalizationValue", "LocalizationValue"]) {
                push(inner, type: .string, from: piece, to: &run)
                continue
            }
            switch file.branches(of: range) {
            case .ternary(let whenTrue, let whenFalse)?:
                push(whenFalse, type: .string, from: piece, to: &run)
                push(whenTrue, type: .string, from: piece, to: &run)
                continue
            case .choice(let clauses, let subject)?:
                // ScreenNote's `let value: String.LocalizationValue = switch self { case .a: "a" … }`,
                // then `String(localized: value, bundle: .module)`: each clause's key, in that bundle.
                for result in chosenResults(clauses, subject: subject, of: piece, frames: run.frames).reversed() {
                    push(result, type: .string, from: piece, to: &run)
                }
                continue
            default:
                break
            }
            // `rawValue.capitalized`, after the branches (a case member binds to the last operand):
            // the receiver's literals in that case (``CaseTransform/changedKey(_:byMember:)``).
            if let (receiver, member) = Self.textKeepingMember(range, in: file), CaseTransform(member: file.text(ofToken: member)) != nil {
                let name = file.text(ofToken: member)
                let changed = literalValues(of: receiver, in: piece, frames: run.frames).map { found in
                    CaseTransform.changedKey(found.literal, byMember: name).map { ($0, found.origin) }
                }
                guard !changed.isEmpty, changed.allSatisfy({ $0 != nil }) else { return [] }
                literals += changed.compactMap { $0 }
                continue
            }
            switch resolveName(range, piece, &run) {
            case .follow(let works): run.pending += works
            case .values(let values):
                for value in values {
                    switch value.argument {
                    case .hardCoded(let literal), .untranslatable(let literal): literals.append((literal, piece.origin ?? value.origin))
                    default: return []
                    }
                }
            case .dynamic: return []
            }
        }
        return literals
    }
}
