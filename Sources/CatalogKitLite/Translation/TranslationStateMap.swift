/// A unit's state as a translation file spells it: XLIFF's `state` and `state-qualifier` of the
/// `<target>`, or the CSV `state` column.
public struct TranslationFileState: Hashable, Sendable, CustomStringConvertible {
    /// The format whose words `spelling` uses.
    public var format: TranslationFileFormat
    /// The state as written (trimmed); `nil` when the file gives none (an XLIFF `<target>` without
    /// `state`, a CSV without a `state` column, an empty cell).
    public var spelling: String?
    /// XLIFF's `state-qualifier`, e.g. `leveraged-mt` (machine translation).
    public var qualifier: String?

    /// Creates a state as a file spells it.
    public init(format: TranslationFileFormat, spelling: String?, qualifier: String? = nil) {
        self.format = format
        self.spelling = spelling.flatMap { $0.isEmpty ? nil : $0 }
        self.qualifier = qualifier.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `state="translated" state-qualifier="leveraged-mt"`, `state "needs_review"`, `no state`, for
    /// messages.
    public var description: String {
        guard let spelling else { return "no state" }
        switch format {
        case .xliff: return "state=\"\(spelling)\"" + (qualifier.map { " state-qualifier=\"\($0)\"" } ?? "")
        case .csv: return "state \"\(spelling)\""
        }
    }
}

/// What a file's state says about a translation: finished, to be reviewed, or not finished.
public enum TranslationFileStateMeaning: Hashable, Sendable {
    /// Finished: written in this state (`translated`, or `machine_translated` for XLIFF's
    /// `leveraged-mt` qualifier and the CSV state of that name).
    case finished(TranslationState)
    /// Translated, but to be reviewed: written as `needs_review`.
    case review
    /// Not finished (`new`, `needs-translation`, `stale`, …): a new text is written as
    /// `needs_review`, never as `translated`; the catalog's own text or the English is left as it was.
    case unfinished
    /// A state this tool does not know (an XLIFF `x-…` state, a misspelt CSV state): treated as
    /// `review`, since nothing says the text is finished.
    case unknown
}

/// The states of a catalog and of translation files, both ways.
///
/// Export writes a catalog state as XLIFF and Xcode's export do (`translated`;
/// `needs-review-translation`; `translated` with `state-qualifier="leveraged-mt"` for
/// `machine_translated`; `new` for everything unfinished: `new`, `stale`, no state, states this tool
/// does not know) and CSV as the catalog spells it. Import reads every state XLIFF 1.2 defines and
/// the catalog's own names (``meaning(of:)``); an unedited unit (the catalog's text, in the state
/// export wrote for the catalog's state) is left exactly as it is (``isAsExported(_:catalogState:)``).
public enum TranslationStateMap {
    /// The qualifier XLIFF 1.2 and Xcode give machine translation.
    public static let machineTranslationQualifier = "leveraged-mt"
    /// The catalog state Xcode writes for machine translation.
    public static let machineTranslated = TranslationState(rawValue: "machine_translated")

    /// The XLIFF `state` and `state-qualifier` export writes for a target in `state`.
    public static func xliff(_ state: TranslationState?) -> (state: String, qualifier: String?) {
        switch state {
        case .translated: ("translated", nil)
        case .needsReview: ("needs-review-translation", nil)
        case machineTranslated: ("translated", machineTranslationQualifier)
        default: ("new", nil)
        }
    }

    /// The CSV `state` export writes: the catalog's own spelling, empty for a unit without one.
    public static func csv(_ state: TranslationState?) -> String {
        state?.rawValue ?? ""
    }

    /// The file state export writes for a target in `state`.
    public static func fileState(_ state: TranslationState?, format: TranslationFileFormat) -> TranslationFileState {
        switch format {
        case .xliff:
            let (spelling, qualifier) = xliff(state)
            return TranslationFileState(format: .xliff, spelling: spelling, qualifier: qualifier)
        case .csv:
            return TranslationFileState(format: .csv, spelling: csv(state))
        }
    }

    /// Whether `fileState` is what export writes for a target in `catalogState`: with the catalog's
    /// text, such a unit was not edited.
    public static func isAsExported(_ fileState: TranslationFileState, catalogState: TranslationState?) -> Bool {
        let exported = self.fileState(catalogState, format: fileState.format)
        return exported.spelling == fileState.spelling && exported.qualifier == fileState.qualifier
    }

    /// What a file's state means for the translation.
    ///
    /// XLIFF 1.2: `translated`, `final` and `signed-off` are finished (`translated` with the
    /// `leveraged-mt` qualifier is `machine_translated`, as Xcode reads it); the three
    /// `needs-review-…` states are for review; `new`, `needs-translation`, `needs-adaptation` and
    /// `needs-l10n` are unfinished; a target without `state` is finished (tools that do not track
    /// states write none). CSV: the catalog's names (`translated`, `machine_translated`,
    /// `needs_review`, `new`, `stale`), an empty cell as finished (a row a translator filled in),
    /// and XLIFF's names too. Anything else is ``TranslationFileStateMeaning/unknown``.
    public static func meaning(of fileState: TranslationFileState) -> TranslationFileStateMeaning {
        guard let spelling = fileState.spelling?.lowercased() else { return .finished(.translated) }
        switch spelling {
        case "translated":
            let isMachine = fileState.format == .xliff && fileState.qualifier == machineTranslationQualifier
            return .finished(isMachine ? machineTranslated : .translated)
        case "final", "signed-off":
            return .finished(.translated)
        case "machine_translated" where fileState.format == .csv:
            return .finished(machineTranslated)
        case "needs_review" where fileState.format == .csv:
            return .review
        case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation":
            return .review
        case "new", "needs-translation", "needs-adaptation", "needs-l10n":
            return .unfinished
        case "stale" where fileState.format == .csv:
            return .unfinished
        default:
            return .unknown
        }
    }
}
