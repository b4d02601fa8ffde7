/// The interpolations of a literal that are text of their own: lookups, text its callers give, a
/// local or a declaration that holds a lookup or written words, an enum's raw values.
extension ValueJudge {
    /// The interpolations of a literal that are text to judge: lookups (pixel-pet's
    /// `Text(verbatim: "\(L("earn.title")), \(coins)")`, `"\(String(localized: "Score")): \(score)"`),
    /// whose keys are looked up as any other, and names of text its callers give (Tailscode's
    /// `accessibilityLabel = "\(title). \(detail)"` in `init(…, title: String, detail: String)`), which
    /// are followed to the call sites. Other interpolations are values, not text. `frames` are the
    /// run's, which `work.frame` indexes: a literal inside a followed function names its parameters.
    func textInterpolations(ofLiteralAt token: Int, _ work: Work, frames: [Frame]) -> [(range: Range<Int>, type: TextType)] {
        let file = module.files[work.file]
        var result: [(range: Range<Int>, type: TextType)] = []
        for case .interpolation(_, let tokens) in file.literal(at: token).segments {
            let range = file.unwrapped(Int(tokens.lowerBound)..<Int(tokens.upperBound))
            if range.count == 1, file.tokens[range.lowerBound].kind == .identifier,
               let forward = forwardedText(range, work), let type = CallSiteForwarding.declaredType(of: forward, in: module) {
                result.append((range, type))
                continue
            }
            // `let label = String(localized: "weather.precipitation")` shown as `"\(label), \(value)"`:
            // a local holding a lookup is text of its own (Trakke's weather rows).
            if range.count == 1, file.tokens[range.lowerBound].kind == .identifier, localHoldsLookup(range.lowerBound, inFile: work.file, work) {
                result.append((range, .string))
                continue
            }
            // `"\(L.Quiz.score) \(quiz.finalScore)"`: a constant or function of the module that looks
            // its text up (Konjugieren's results, Peach's trend words); `"\(mode.title). \(mode.subtitle)"`
            // where `var title: String { switch self { case .trash: "Move to Trash" … } }` (Uninstally's
            // deletion modes, 46th study): words English in every language, judged as the text they are.
            if heldText(namedBy: range, work) != .none {
                result.append((range, .string))
                continue
            }
            // `"\(category.rawValue), \(count) Artikel"`: the raw values an enum of the module writes
            // (Famlist's German categories, 47th study), spoken as written in every language.
            if isRawValueOfModuleEnum(range, work, frames: frames) {
                result.append((range, .string))
                continue
            }
            // `"\(index). \(ListFormatter.localizedString(byJoining: [drive.displayName, …]))"`: the
            // items are text (Driveline's drive rows).
            if Self.listFormatterItems(range, in: file) != nil {
                result.append((range, .string))
                continue
            }
            guard range.count >= 3 else { continue }
            let head = range.lowerBound
            let called = file.tokens[head + 1].kind == .leftParen ? file.arguments(ofParen: head + 1) : nil
            let isLookup: Bool
            switch file.tokens[head].keyword {
            case .NSLocalizedString, .LocalizedStringResource: isLookup = called != nil
            case .String: isLookup = called.map { file.argument("localized", in: $0) != nil } ?? false
            default: isLookup = helperCall(range, work: work) != nil
            }
            if isLookup { result.append((range, .string)) }
        }
        return result
    }

    /// Whether an expression is `x.rawValue` (also in another form, `x.rawValue.capitalized`) whose
    /// value is the raw value of a case of an enum of the module (``Place/anyRawValue(type:)``, ``Place/caseRawValue(_:)``).
    private func isRawValueOfModuleEnum(_ range: Range<Int>, _ work: Work, frames: [Frame]) -> Bool {
        let file = module.files[work.file]
        // `status.rawValue.capitalized`: the raw value in another form.
        var range = range
        while let receiver = Self.textKeepingReceiver(range, in: file), receiver.count < range.count { range = receiver }
        guard range.count >= 3, file.token(range.upperBound - 1, is: "rawValue"), file.tokens[range.upperBound - 2].kind == .period else { return false }
        // A run of its own, with the frames `work.frame` indexes (`"Mode \(mode.rawValue)"` inside a
        // followed `func label(_ mode: Mode)`).
        var scratch = Run()
        scratch.frames = frames
        guard case .values(let values) = resolveName(range, work, &scratch) else { return false }
        return !values.isEmpty
    }

    /// Whether the name at `token` is a local of an enclosing function or closure, declared before
    /// it, whose value, assignments or additions call a lookup (`String(localized:)`,
    /// `NSLocalizedString`, `LocalizedStringResource`, a helper) or name one (``heldText(namedBy:_:)``).
    private func localHoldsLookup(_ token: Int, inFile fileIndex: Int, _ work: Work) -> Bool {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        let text = file.text(ofToken: token)
        var scope = tree.scope(of: token)
        var steps = 0
        while scope > 0, steps < 64 {
            if case .type = tree.scopes[scope].kind { return false }
            if let reference = module.locals[fileIndex][Int32(scope)]?[text]?.last(where: { module.declaration($0).isVisible(at: token) }) {
                let declaration = module.declaration(reference)
                let ranges = (declaration.value.map { [$0] } ?? []) + declaration.assignedValues + declaration.appendedValues
                // `let trend = TrainingStatsView.trendLabel(x)`: a function of the module that looks it up.
                var inner = work
                inner.file = fileIndex
                return ranges.contains { range in callsLookup(range, inFile: fileIndex) || heldText(namedBy: file.unwrapped(range), inner) == .lookup }
            }
            scope = Int(tree.scopes[scope].parent)
            steps += 1
        }
        return false
    }
}
