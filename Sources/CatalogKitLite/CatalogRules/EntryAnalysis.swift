/// What several checks work out about one entry, worked out once: the source side, which ten of
/// the twelve checks compare with, the placeholder comparison, which three report from, and the
/// analysed texts of each language, which four read.
///
/// A context made with ``CatalogCheckContext/sharingAnalysis(of:)`` carries one, for that entry
/// only; a context without one makes each check work everything out itself.
final class EntryAnalysis: @unchecked Sendable {
    // @unchecked: a context that shares an analysis is made for one entry and used by the one
    // thread that checks that entry (see `sharingAnalysis(of:)`), so the cache is never touched
    // from two threads.

    /// The key of the entry the analysis is for; another entry gets nothing from the cache.
    let key: String
    private var sourceSide: SourceSide?
    private var placeholderComparison: PlaceholderComparison?
    private var analysedTexts: [String: [AnalysedText]] = [:]
    /// The string units of each language asked for, in the order asked: an entry has a few
    /// languages, and a list is searched faster than a dictionary is hashed.
    private var stringUnits: [(language: String, units: [LocatedStringUnit])] = []

    init(key: String) {
        self.key = key
    }

    func sourceSide(_ entry: CatalogEntry, sourceLanguage: String) -> SourceSide {
        if let sourceSide, sourceSide.language == sourceLanguage { return sourceSide }
        let made = SourceSide(entry, sourceLanguage: sourceLanguage)
        sourceSide = made
        return made
    }

    func stringUnits(_ entry: CatalogEntry, language: String) -> [LocatedStringUnit] {
        if let known = stringUnits.first(where: { $0.language == language }) { return known.units }
        let made = entry.localization(language)?.content.stringUnits() ?? []
        stringUnits.append((language, made))
        return made
    }

    func analysedTexts(_ entry: CatalogEntry, language: String, source: SourceSide) -> [AnalysedText] {
        if let texts = analysedTexts[language] { return texts }
        let made = EntryAnalysis.analyse(entry, language: language, source: source)
        analysedTexts[language] = made
        return made
    }

    /// Every text unit of the entry in `language`, analysed as the source side says.
    static func analyse(_ entry: CatalogEntry, language: String, source: SourceSide) -> [AnalysedText] {
        (entry.localization(language)?.content.textUnits() ?? []).map { AnalysedText($0, isFormatted: source.isFormatted) }
    }

    func placeholderComparison(_ entry: CatalogEntry, context: CatalogCheckContext) -> PlaceholderComparison {
        if let placeholderComparison { return placeholderComparison }
        let made = PlaceholderComparison(entry, context: context)
        placeholderComparison = made
        return made
    }
}

extension CatalogCheckContext {
    /// This context, for checking `entry` and nothing else: the checks then share what they work out
    /// about it (its source side, its placeholders) instead of each working it out again. Make one
    /// per entry, and use it on one thread.
    public func sharingAnalysis(of entry: CatalogEntry) -> CatalogCheckContext {
        var context = self
        context.analysis = EntryAnalysis(key: entry.key)
        return context
    }

    /// The source side of `entry`, from the shared analysis when there is one for it.
    func sourceSide(of entry: CatalogEntry) -> SourceSide {
        guard let analysis, analysis.key == entry.key else { return SourceSide(entry, sourceLanguage: sourceLanguage) }
        return analysis.sourceSide(entry, sourceLanguage: sourceLanguage)
    }

    /// The string units of `entry` in `language` (none when it lacks the language), from the
    /// shared analysis when there is one for it: most checks, the coverage and the speech targets
    /// read them.
    func stringUnits(of entry: CatalogEntry, language: String) -> [LocatedStringUnit] {
        guard let analysis, analysis.key == entry.key else { return entry.localization(language)?.content.stringUnits() ?? [] }
        return analysis.stringUnits(entry, language: language)
    }

    /// Every text unit of `entry` in `language` (whole texts, variants and substitution branches, in
    /// `textUnits()` order), analysed for placeholders as its source side says; from the shared
    /// analysis when there is one for it.
    func analysedTexts(of entry: CatalogEntry, language: String) -> [AnalysedText] {
        let source = sourceSide(of: entry)
        guard let analysis, analysis.key == entry.key else { return EntryAnalysis.analyse(entry, language: language, source: source) }
        return analysis.analysedTexts(entry, language: language, source: source)
    }

    /// The placeholder comparison of `entry`, from the shared analysis when there is one for it.
    func placeholderComparison(of entry: CatalogEntry) -> PlaceholderComparison {
        guard let analysis, analysis.key == entry.key else { return PlaceholderComparison(entry, context: self) }
        return analysis.placeholderComparison(entry, context: self)
    }
}
