/// The audit `xcstrings-a11y check` runs, as a library: discovery, configuration, roles, pairing,
/// every catalog check and text rule, suppressions, severities and coverage.
///
/// ```swift
/// import CatalogKitLite
/// import SpeechRules
///
/// let audit = try AccessibilityAudit(rules: .standard, configurationFrom: projectFolder)
/// let run = audit.run(paths: [projectFolder])
/// #expect(run.findings.filter { $0.severity == .error }.isEmpty)
/// ```
///
/// Catalogs are independent, so they are read and audited in parallel, and the results are merged
/// in a fixed order: the same input gives the same run for any number of threads.
public struct AccessibilityAudit: Sendable {
    /// What decides what is checked and how findings count.
    public var settings: AuditSettings
    /// The rules the audit runs (those the settings turn on).
    public let rules: AuditRules
    /// Decides which keys are accessibility strings, and of what role.
    package var classifier: RoleClassifier
    /// The id of every rule, made once (each catalog's suppressions are checked against it).
    package let knownRuleIDs: Set<String>

    /// Creates an audit with these settings and rules.
    public init(settings: AuditSettings, rules: AuditRules) {
        self.settings = settings
        self.rules = rules
        classifier = RoleClassifier(configuration: settings.configuration)
        knownRuleIDs = rules.ids
    }

    /// Creates an audit with the configuration found from `directory` (the nearest
    /// `.xcstrings-a11y.json` in it or a folder above it), or the file at `configurationPath`.
    ///
    /// - Throws: ``ConfigurationError`` when the configuration file is not valid.
    public init(rules: AuditRules, configurationFrom directory: String, configurationPath: String? = nil) throws(ConfigurationError) {
        let (configuration, _) = try Configuration.resolve(
            explicitPath: configurationPath, workingDirectory: directory, knownRuleIDs: rules.ids)
        self.init(settings: AuditSettings(configuration: configuration, workingDirectory: directory), rules: rules)
    }

    /// Every rule the audit can report, sorted by id.
    public var ruleDescriptions: [RuleDescription] { rules.descriptions }

    /// Audits one catalog; `jobs` threads share its strings (the findings are the same for any number).
    ///
    /// - Parameters:
    ///   - codeRoles: What the Swift code says of the catalog's keys, by key shape.
    ///   - codeUses: Where the code looks each key shape up at all (visible text and constants too):
    ///     a key the code uses is never stale, and no key name makes it an accessibility string.
    ///   - unshippedUses: The key shapes that code which does not ship looks up: a key only they
    ///     look up is in use (never stale) but heard by no one, left alone by the speech rules.
    ///   - hiddenUses: The key shapes looked up where VoiceOver never reaches (a view hidden from
    ///     accessibility): a key only those look up is in use, but no VoiceOver user hears it.
    ///   - keysWrittenInCode: Literals of the code that read as keys (``KeyLikeLiterals``): a key
    ///     among them is in use, never stale, though no lookup the reader follows names it.
    ///   - platform: The platform the catalog's strings are shown on, when it is known (the speech
    ///     rules judge "Click to sort" on a Mac differently).
    public func audit(
        _ loaded: LoadedCatalog, jobs: Int = 1, codeRoles: [String: CodeRole] = [:], codeUses: [String: CodeReference] = [:],
        unshippedUses: Set<String> = [], hiddenUses: Set<String> = [], keysWrittenInCode: Set<String> = [], platform: ApplePlatform? = nil
    ) -> AuditedCatalog {
        auditKeepingStrings(
            loaded, jobs: jobs, codeRoles: codeRoles, codeUses: codeUses, unshippedUses: unshippedUses, hiddenUses: hiddenUses,
            keysWrittenInCode: keysWrittenInCode, platform: platform
        ).catalog
    }

    /// ``audit(_:jobs:codeRoles:platform:)``, with the strings it audited (for callers that need their
    /// roles while the model is in memory, such as a translator's work list).
    ///
    /// - Parameter moduleNotes: What the rules that count a module's other tables noted about them
    ///   (``ModuleTableTexts``).
    package func auditKeepingStrings(
        _ loaded: LoadedCatalog, jobs: Int = 1, codeRoles: [String: CodeRole] = [:], codeUses: [String: CodeReference] = [:],
        unshippedUses: Set<String> = [], hiddenUses: Set<String> = [], keysWrittenInCode: Set<String> = [], platform: ApplePlatform? = nil,
        moduleNotes: [ModuleTableNote] = []
    ) -> (catalog: AuditedCatalog, strings: [AuditedString]) {
        guard let catalog = loaded.catalog else {
            return (AuditedCatalog(loaded: loaded, strings: StringCounts(), findings: [], suppressedCount: 0, coverage: []), [])
        }
        let strings = auditedStrings(
            of: catalog, module: loaded.module, jobs: jobs, codeRoles: codeRoles, codeUses: codeUses, unshippedUses: unshippedUses,
            hiddenUses: hiddenUses, keysWrittenInCode: keysWrittenInCode, platform: platform)
        let languages = settings.languages(for: catalog, module: loaded.module, declared: loaded.declaredLanguages, present: loaded.summary?.languages)
        let companions = Self.companions(of: strings, in: catalog)
        let (findings, suppressed, coverage) = CatalogAudit(
            self, catalog: catalog, module: loaded.module, languages: languages, strings: strings, companions: companions,
            appNames: loaded.appNames, moduleNotes: moduleNotes
        ).run(jobs: jobs)
        return (AuditedCatalog(
            loaded: loaded, strings: StringCounts(strings), findings: findings,
            suppressedCount: suppressed, coverage: coverage), strings)
    }

    /// The longest text a finding carries, in characters.
    public static let excerptLength = 500

    /// A text cut to ``excerptLength`` characters, with "…" where it was cut.
    public static func excerpt(_ text: String) -> String {
        guard text.utf8.count > excerptLength else { return text }
        var end = text.startIndex
        guard text.formIndex(&end, offsetBy: excerptLength, limitedBy: text.endIndex), end < text.endIndex else { return text }
        return String(text[..<end]) + "…"
    }

    /// The strings to audit: every accessibility string, or every string with `--all-strings`.
    ///
    /// - Parameter platform: The platform the catalog's strings are shown on, when it is known.
    package func auditedStrings(
        of catalog: Catalog, module: String, jobs: Int = 1, codeRoles: [String: CodeRole] = [:],
        codeUses: [String: CodeReference] = [:], unshippedUses: Set<String> = [], hiddenUses: Set<String> = [], keysWrittenInCode: Set<String> = [],
        platform: ApplePlatform? = nil
    ) -> [AuditedString] {
        let readsCode = !codeRoles.isEmpty || !codeUses.isEmpty || !unshippedUses.isEmpty || !hiddenUses.isEmpty || !keysWrittenInCode.isEmpty
        // Keys the code builds at run time from a literal start ("style_\(rawValue)").
        let prefixes = codeUses.filter { $0.key.first == KeyShape.prefixMark }.map { (String($0.key.dropFirst()), $0.value) }
        let artefactMark = String(KeyShape.extractionArtefactMark)
        let uses: [(code: CodeRole?, usedAt: CodeReference?, onlyUnshipped: Bool, onlyHidden: Bool, isArtefact: Bool, isWritten: Bool)] = !readsCode ? [] : parallelChunkedFlatMap(
            Array(catalog.entries.indices), jobs: jobs
        ) { indices in
            indices.map { index in
                let entry = catalog.entries[index]
                let shapes = KeyShape.lookupShapes(ofCatalogKey: entry.key, isManual: entry.extractionState == .manual)
                let direct = shapes.compactMap { codeUses[$0] }.min()
                let code = shapes.lazy.compactMap { codeRoles[$0] }.first
                // "(counter)", which Xcode extracted from `NSLocalizedString("\(counter)", …)`: no
                // lookup finds it, so it is left out (``KeyShape/extractionArtefactShape(of:)``).
                if direct == nil, code == nil, entry.key.utf8.contains(UInt8(ascii: "(")),
                   codeUses[artefactMark + entry.key] != nil {
                    return (nil, nil, false, false, true, false)
                }
                let built = prefixes.filter { entry.key.count > $0.0.count && entry.key.hasPrefix($0.0) }.map(\.1)
                let usedAt = ([direct].compactMap { $0 } + built).min()
                let onlyUnshipped = usedAt == nil && shapes.contains(where: unshippedUses.contains)
                let onlyHidden = usedAt == nil && !onlyUnshipped && shapes.contains(where: hiddenUses.contains)
                let written = usedAt == nil && !onlyUnshipped && !onlyHidden && keysWrittenInCode.contains(entry.key)
                return (code, usedAt, onlyUnshipped, onlyHidden, false, written)
            }
        }
        // Keys written as literals say nothing of how much of the catalog the reader follows.
        let codeReadsCatalog = Self.codeLooksUpLargePart(of: catalog, uses: uses.map { $0.usedAt != nil || $0.onlyUnshipped || $0.onlyHidden })
        return parallelChunkedFlatMap(Array(catalog.entries.indices), jobs: jobs) { indices in
            indices.compactMap { index in
                if readsCode && uses[index].isArtefact { return nil }
                let entry = catalog.entries[index]
                let code = readsCode ? uses[index].code : nil
                let usedAt = readsCode ? uses[index].usedAt : nil
                let onlyUnshipped = readsCode && uses[index].onlyUnshipped
                let onlyHidden = readsCode && uses[index].onlyHidden
                // A key the code writes as a literal and looks up by a name the reader cannot follow
                // (``KeyLikeLiterals``): in use, though its role is not known from code.
                let written = readsCode && uses[index].isWritten
                let assignment = classifier.classify(
                    key: entry.key, comment: entry.comment?.text, module: module, code: code, isUsedInCode: usedAt != nil || onlyUnshipped || onlyHidden)
                guard assignment != nil || settings.allStrings else { return nil }
                // The form of the use counts only where the code gave the role; an Interface Builder key
                // names the property it localizes: `….placeholder` is a text field's placeholder.
                let form = assignment?.source == .code ? code?.presentationForm
                    : entry.key.hasSuffix(".placeholder") && KeyConvention.isInterfaceBuilderKey(entry.key) ? .textFieldPrompt : nil
                // A control's own title, shown on screen (a text field's title is its placeholder,
                // an image's label is not shown).
                let isVisibleTitle = assignment?.source == .code && code?.isImplicit == true && form != .textFieldPrompt
                    && code?.form.hasPrefix("Image(") != true
                return AuditedString(
                    entryIndex: index, role: assignment?.role, roleSource: assignment?.source, elementKey: assignment?.elementKey ?? entry.key,
                    usedAt: code?.usedAt ?? usedAt, presentation: TextPresentation(
                        form: form, platform: platform, isVisibleTitle: isVisibleTitle,
                        showsValuesElsewhere: assignment?.source == .code && code?.showsValuesElsewhere == true,
                        asksToConfirm: assignment?.source == .code && code?.asksToConfirm == true,
                        offersActions: assignment?.source == .code && code?.offersActions == true,
                        isPartOfLabel: assignment?.source == .code && code?.isPartOfLabel == true),
                    isUsedInCode: usedAt != nil || onlyUnshipped || onlyHidden || written,
                    isUnusedByReadCode: usedAt == nil && !onlyUnshipped && !onlyHidden && !written
                        && (KeyShape.writesSwiftInterpolation(entry.key)
                            || codeReadsCatalog && (assignment == nil || assignment?.source == .convention || assignment?.source == .comment)
                                && !KeyConvention.isInterfaceBuilderKey(entry.key)),
                    isUsedOnlyByUnshippedCode: onlyUnshipped, isUsedOnlyWhereHidden: onlyHidden,
                    fallsBackToCodeText: code?.fallsBackToCodeText == true)
            }
        }
    }

    /// Whether the code that is read looks up a large part of a catalog's keys in use (two in five
    /// or more of those not marked stale): then it speaks for the catalog, and a key it never looks
    /// up is likely heard nowhere. An app whose lookups go through forms the reader cannot follow
    /// (an enum-keyed helper, SwiftGen constants) shows few, and keeps every key. `used` says, per
    /// entry, whether the code looks it up.
    static func codeLooksUpLargePart(of catalog: Catalog, uses used: [Bool]) -> Bool {
        guard !used.isEmpty else { return false }
        var live = 0, found = 0
        for (index, entry) in catalog.entries.enumerated() where entry.extractionState != .stale {
            live += 1
            if used[index] { found += 1 }
        }
        return live > 0 && found * 5 >= live * 2
    }

    /// The other members of each string's element (its label, value, hint), as indices into
    /// `strings`, for the strings whose element has more than one: the pairing of ``CatalogRoles``
    /// (``AccessibilityElement/group(_:)``), so a second key claiming a role its element has
    /// already stands alone instead of replacing the first.
    package static func companions(of strings: [AuditedString], in catalog: Catalog) -> [Int: [Int]] {
        var classified: [ClassifiedKey] = []
        var indexByKey: [String: Int] = [:]
        for (index, string) in strings.enumerated() {
            guard let role = string.role, let source = string.roleSource else { continue }
            let key = catalog.entries[string.entryIndex].key
            guard indexByKey[key] == nil else { continue }
            indexByKey[key] = index
            classified.append(ClassifiedKey(key: key, assignment: RoleAssignment(role: role, source: source, elementKey: string.elementKey)))
        }
        var result: [Int: [Int]] = [:]
        for element in AccessibilityElement.group(classified) where element.members.count > 1 {
            let members = element.members.values.compactMap { indexByKey[$0] }
            for member in members { result[member] = members.filter { $0 != member } }
        }
        for parts in implicitParts(of: strings, indexByKey: indexByKey) {
            for part in parts { result[part, default: []] += parts.filter { $0 != part } }
        }
        return result
    }

    /// The strings that are parts of one implicit label (or value) the code gives: the texts of a
    /// button's label closure (`HStack { Text("Version"); Text("1.0.0") }`) are heard together as one
    /// label ("Version, 1.0.0"), so each is a companion of the others, of the same role. Keyed roles
    /// (`x.label` and `x.accessibilityLabel`) stay apart: one replaces the other rather than joining it.
    private static func implicitParts(of strings: [AuditedString], indexByKey: [String: Int]) -> [[Int]] {
        var parts: [String: [Int]] = [:]
        var order: [String] = []
        for index in indexByKey.values.sorted() {
            let string = strings[index]
            guard let role = string.role, string.presentation.isVisibleTitle else { continue }
            let group = "\(role.rawValue) \(string.elementKey)"
            if parts[group] == nil { order.append(group) }
            parts[group, default: []].append(index)
        }
        return order.compactMap { parts[$0] }.filter { $0.count > 1 }
    }
}
