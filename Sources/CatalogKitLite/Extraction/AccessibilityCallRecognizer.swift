/// Finds, in the bytes of one Swift file, the calls that give text to assistive technologies.
///
/// The file is lexed exactly (comments, every kind of string literal, regex literals), so text that
/// only looks like a call inside a comment or a string is never taken for one. The forms, the role
/// each gives its text and how each argument is judged are listed in `Docs/swift-sources.md`.
public struct AccessibilityCallRecognizer: Sendable {
    /// Routines the project wraps its lookups in (the configuration's `sources.localizationRoutines`):
    /// `L10n.tr` (a function whose first literal argument is the key) or `.localized` (a member of a
    /// string literal, `"Close".localized` or `"Close".localized()`).
    public var localizationRoutines: [String]

    /// Creates a recogniser that also knows the project's own lookup routines.
    public init(localizationRoutines: [String] = []) {
        self.localizationRoutines = localizationRoutines
    }

    /// Lexes the file and returns its accessibility uses and suppression comments.
    ///
    /// Throws when the file is not UTF-8 or a string literal, regex literal or block comment is never
    /// closed, with the position where the problem starts.
    public func scan(_ bytes: [UInt8]) throws(SourceError) -> SourceScan {
        let file = try SwiftLexer.lex(bytes)
        var modules = [SwiftModule(files: [file], paths: [])]
        HelperDetector.link(&modules)
        var scans = [scan(file: 0, of: modules[0])]
        forwardToCallSites(&scans, of: modules[0])
        return scans[0]
    }

    /// Lexes the files of one module and returns each one's uses, or the reason it cannot be read.
    /// The files see each other's declarations and lookup helpers, as the files of one target do;
    /// `jobs` threads share the work (the result is the same for any number).
    public func scan(module files: [[UInt8]], jobs: Int = 1) -> [Result<SourceScan, SourceError>] {
        let lexed = parallelMap(files, jobs: jobs) { bytes -> Result<SwiftLexedFile, SourceError> in
            do throws(SourceError) {
                return .success(try SwiftLexer.lex(bytes))
            } catch {
                return .failure(error)
            }
        }
        let readable = lexed.compactMap { try? $0.get() }
        var modules = [SwiftModule(files: readable, paths: [], jobs: jobs)]
        HelperDetector.link(&modules)
        var place: [Int?] = []
        var next = 0
        for result in lexed {
            if case .success = result {
                place.append(next)
                next += 1
            } else {
                place.append(nil)
            }
        }
        let module = modules[0]
        var scans = parallelMap(Array(module.files.indices), jobs: jobs) { index in scan(file: index, of: module) }
        forwardToCallSites(&scans, of: module)
        return lexed.indices.map { index in
            switch lexed[index] {
            case .failure(let error): .failure(error)
            case .success: .success(scans[place[index]!])
            }
        }
    }

    /// The uses and suppression comments of one file of a module, whose declarations it may use.
    func scan(file index: Int, of module: SwiftModule) -> SourceScan {
        let file = module.files[index]
        var recognition = CallRecognition(module: module, fileIndex: index, routines: localizationRoutines)
        recognition.run()
        let previews = PreviewCode.ranges(in: file)
        let finished = recognition.finishedUsesAndForwards()
        var uses: [AccessibilityUse] = []
        var forwarded: [Int: ForwardedText] = [:]
        for (index, use) in finished.uses.enumerated() where !SortedRanges.contains(previews, use.callPosition.offset) {
            if let forward = finished.forwarded[index] { forwarded[uses.count] = forward }
            uses.append(use)
        }
        var other = OtherLookups.find(
            in: index, of: module, routines: localizationRoutines, excluding: recognition.uses,
            insideArguments: recognition.argumentRanges + recognition.unspokenArguments, previews: previews)
        // A hidden element's keys are still the code's: looked up, so in use, but heard nowhere; so
        // are the keys of texts inside a view hidden from VoiceOver (GymStreak's decorative rest
        // ruler, "%@ → %@", 47th study) or inside one whose own label replaces them (Maxx's status
        // pill, "Face Detected • Align Grid", 48th study).
        let replaced = recognition.replacedChildren
        var hiddenBytes: [Range<Int>] = []
        // Most files hide nothing: nothing is made for them.
        if !recognition.hiddenViews.isEmpty || !replaced.isEmpty {
            hiddenBytes = (recognition.hiddenViews + replaced.map(\.tokens)).compactMap { tokens -> Range<Int>? in
                tokens.isEmpty ? nil : Int(file.tokens[tokens.lowerBound].start)..<Int(file.tokens[tokens.upperBound - 1].end)
            }
            for index in other.indices where hiddenBytes.contains(where: { $0.contains(other[index].position.offset) }) { other[index].isHidden = true }
        }
        for use in recognition.hiddenUses {
            if case .localized(let lookup) = use.argument { other.append(CodeLookup(lookup: lookup, position: lookup.key.position, isHidden: true)) }
        }
        other.sort { $0.position.offset < $1.position.offset }
        let titles = recognition.visibleTitles().filter { !SortedRanges.contains(previews, $0.callPosition.offset) }
        var scan = SourceScan(
            uses: uses, suppressedRules: SuppressionComments.rules(in: file), otherLookups: other,
            conditionalClauses: ConditionalClause.clauses(in: file), visibleTitles: titles)
        scan.forwardedUses = forwarded
        scan.previewCode = previews
        scan.hiddenCode = hiddenBytes
        scan.elementsAskingToConfirm = recognition.elementsAskingToConfirm()
        scan.elementsOfferingActions = recognition.elementsOfferingActions()
        scan.standaloneLabelElements = recognition.standaloneLabelElements()
        scan.labelViews = recognition.labelViewsShown()
        return scan
    }

    /// Gives the uses whose text a function's callers or a view's makers pass to the call sites of
    /// the module (``CallSiteForwarding``), after the labels that views shown as a control's label
    /// build themselves (``LabelViewBodies``); `scans` are those of the module's files, in its order.
    func forwardToCallSites(_ scans: inout [SourceScan], of module: SwiftModule) {
        LabelViewBodies.apply(&scans, module: module, routines: localizationRoutines)
        CallSiteForwarding.apply(&scans, module: module, routines: localizationRoutines)
    }

    /// Gives the uses whose text a public function or initialiser of another module hands on at
    /// their call sites in this one (Onym's `SettingsPrimaryButton("Verify & Confirm")`, declared in
    /// its design package). `exporters` are the files of other modules whose uses hand a value on:
    /// each is read again after the module's own files, with the module's declarations, and only
    /// what it hands on publicly is followed. Call after ``forwardToCallSites(_:of:)``, so that a
    /// name another module also declares never hides the module's own.
    func forwardFromOtherModules(_ scans: inout [SourceScan], of module: SwiftModule, exporters: [(module: SwiftModule, files: [Int])]) {
        guard !exporters.isEmpty, scans.count == module.files.count else { return }
        let extended = module.adding(exporters)
        var all = scans
        for index in module.files.count..<extended.files.count {
            var scan = scan(file: index, of: extended)
            scan.forwardedUses = scan.forwardedUses.filter { CallSiteForwarding.isPublic($0.value, in: extended) }
            all.append(scan)
        }
        CallSiteForwarding.apply(&all, module: extended, routines: localizationRoutines)
        scans = Array(all.prefix(scans.count))
    }
}
