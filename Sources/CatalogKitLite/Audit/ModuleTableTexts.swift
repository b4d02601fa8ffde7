/// The texts a module ships in its other tables, beside the catalog being audited: its other String
/// Catalogs and its `.strings` files. A rule that judges the app's style over all of its text
/// (``CatalogWideTextRule/countsModuleTables``: German "du" against "Sie") counts them: a Mac app
/// whose `MainMenu` catalog has three "Sie" help texts and one "du" one, while its
/// `Localizable.strings` says "du" throughout, addresses its users with "du" (60th study), and the
/// three are the ones to change.
///
/// A module's catalogs are read here only when it has more than one (a lone catalog is the audit's
/// own), each once; `.strings` files are read in every language but `Base`, with the text of the
/// development language's file of the same name as their source text. A catalog's texts in its
/// source language are left out (they address no one in another language), and so are texts that
/// are stale or not to be translated, as in the catalog itself.
package struct ModuleTableTexts: Sendable {
    /// What the rules noted about the texts of each table, by table: noted once, while the table is
    /// read, for every catalog of its module (a module of 48 catalogs, CotEditor's, would otherwise
    /// have each catalog's audit read the other 47 again).
    private var tables: [[ModuleTableNote]] = []
    /// The tables of each catalog's module, by catalog index: indices into ``tables``.
    private var tablesOfModule: [Int: [Int]] = [:]
    /// The table each catalog is, by catalog index, where it was read.
    private var tableOfCatalog: [Int: Int] = [:]

    /// No other tables.
    package static let none = ModuleTableTexts()

    private init() {}

    /// Reads the other tables of every module that has any.
    ///
    /// - Parameters:
    ///   - catalogs: The catalogs of the run, in audit order.
    ///   - stringsFiles: Each `.strings` file's module (``DiscoveredFiles/stringsFileModules``).
    ///   - noter: What the rules that count a module's other tables note about a text.
    ///   - languages: The languages the audit keeps for a catalog's source language and module.
    package init(
        catalogs: [DiscoveredCatalog], stringsFiles: [String: String], jobs: Int, maximumFileSize: Int,
        noter: @escaping @Sendable (AuditedText) -> [ModuleTableNote],
        languages: @escaping @Sendable (_ sourceLanguage: String, _ catalog: DiscoveredCatalog) -> [String]
    ) {
        var catalogsOfModule: [String: [Int]] = [:]
        for (index, catalog) in catalogs.enumerated() { catalogsOfModule[catalog.module, default: []].append(index) }
        var stringsOfModule: [String: [String]] = [:]
        for (path, module) in stringsFiles where catalogsOfModule[module] != nil && Self.language(ofStringsFileAt: path) != nil {
            stringsOfModule[module, default: []].append(path)
        }
        let modules = catalogsOfModule.keys.sorted().filter { catalogsOfModule[$0, default: []].count > 1 || stringsOfModule[$0] != nil }
        guard !modules.isEmpty else { return }
        let (catalogsOf, stringsOf) = (catalogsOfModule, stringsOfModule)
        let read = parallelMap(modules, jobs: jobs) { module -> (catalogs: [Int], tables: [(catalog: Int?, notes: [ModuleTableNote])]) in
            var tables: [(catalog: Int?, notes: [ModuleTableNote])] = []
            let ofModule = catalogsOf[module, default: []]
            if ofModule.count > 1 {
                for index in ofModule {
                    let found = catalogs[index]
                    let loaded = CatalogLoader.read(found, languages: LanguageSelection { languages($0, found) }, maximumFileSize: maximumFileSize)
                    tables.append((index, (loaded.catalog.map(Self.texts(of:)) ?? []).flatMap(noter)))
                }
            }
            let paths = stringsOf[module, default: []].sorted()
            // Each development-language file is read once, for the files of every other language.
            var sources = StringsSources(paths: Set(paths), maximumFileSize: maximumFileSize)
            for path in paths {
                tables.append((nil, Self.texts(ofStringsFileAt: path, sources: &sources, maximumFileSize: maximumFileSize).flatMap(noter)))
            }
            return (ofModule, tables)
        }
        for module in read {
            let indices = Array(tables.count..<(tables.count + module.tables.count))
            for (offset, table) in module.tables.enumerated() {
                if let catalog = table.catalog { tableOfCatalog[catalog] = indices[offset] }
                tables.append(table.notes)
            }
            for catalog in module.catalogs { tablesOfModule[catalog] = indices }
        }
    }

    /// The notes about the other tables of a catalog's module, on texts in `languages` (a regional
    /// tag counts for its language: `de-DE.lproj` beside a `de` catalog).
    package func notes(besides catalog: Int, languages: [String]) -> [ModuleTableNote] {
        guard let indices = tablesOfModule[catalog] else { return [] }
        let own = tableOfCatalog[catalog]
        let kept = Set(languages.map(PluralCategories.primaryLanguage))
        return indices.filter { $0 != own }.flatMap { tables[$0] }.filter { kept.contains(PluralCategories.primaryLanguage($0.language)) }
    }

    /// The spoken texts of a catalog in the languages it was read in, but its source language.
    private static func texts(of catalog: Catalog) -> [AuditedText] {
        var texts: [AuditedText] = []
        for entry in catalog.entries where CatalogAudit.isSpoken(entry) {
            for language in catalog.languages where !LanguageTag.same(language, catalog.sourceLanguage) {
                for located in entry.localization(language)?.content.stringUnits() ?? [] {
                    texts.append(AuditedText(
                        text: located.unit.value.text, language: language, role: nil, comment: entry.comment?.text,
                        sourceText: entry.sourceText(sourceLanguage: catalog.sourceLanguage)))
                }
            }
        }
        return texts
    }

    /// The texts of a `.strings` file, each with the text of the same key in the development
    /// language's file of the same name (`en.lproj`, else `Base.lproj`) as its source; none for a
    /// file in a development language, or one that cannot be read (it is not audited: its texts
    /// only count for the style of the others).
    private static func texts(ofStringsFileAt path: String, sources: inout StringsSources, maximumFileSize: Int) -> [AuditedText] {
        guard let language = language(ofStringsFileAt: path), !StringsSources.languages.contains(language) else { return [] }
        let entries = entries(ofStringsFileAt: path, maximumFileSize: maximumFileSize)
        guard !entries.isEmpty else { return [] }
        let source = sources.texts(for: path)
        return entries.map { AuditedText(text: $0.value, language: language, role: nil, sourceText: source[$0.key]) }
    }

    /// The development-language `.strings` files of a module, each read once: the source texts of
    /// the files of the same name in other languages.
    private struct StringsSources {
        /// The `.lproj` folders a development language's files are in, in the order asked.
        static let languages = ["en", "Base"]
        let paths: Set<String>
        let maximumFileSize: Int
        /// The texts of each development-language file read so far, by key (the first of a key wins).
        private var read: [String: [String: String]] = [:]

        init(paths: Set<String>, maximumFileSize: Int) {
            self.paths = paths
            self.maximumFileSize = maximumFileSize
        }

        /// The source texts of a file in another language, by key; empty where no development
        /// language has a file of its name.
        mutating func texts(for path: String) -> [String: String] {
            guard let source = Self.languages.lazy.compactMap({ sourcePath(of: path, in: $0) }).first(where: paths.contains) else { return [:] }
            if let known = read[source] { return known }
            var texts: [String: String] = [:]
            for entry in entries(ofStringsFileAt: source, maximumFileSize: maximumFileSize) where texts[entry.key] == nil {
                texts[entry.key] = entry.value
            }
            read[source] = texts
            return texts
        }
    }

    private static func entries(ofStringsFileAt path: String, maximumFileSize: Int) -> [(key: String, value: String)] {
        guard let bytes = try? FileBytes.read(path: path, maximumSize: maximumFileSize) else { return [] }
        return (try? StringsFileReader.entries(of: bytes)) ?? []
    }

    /// The path of the file of the same name in another language's `.lproj` folder.
    private static func sourcePath(of path: String, in language: String) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        parts[parts.count - 2] = Substring(language + ".lproj")
        return parts.joined(separator: "/")
    }

    /// The language of a `.strings` file, from the name of its `.lproj` folder (`de` for
    /// `de.lproj/Localizable.strings`, `de` for the legacy `German.lproj`); `Base` for `Base.lproj`;
    /// `nil` for a file outside one.
    static func language(ofStringsFileAt path: String) -> String? {
        let folders = path.split(separator: "/")
        guard folders.count >= 2 else { return nil }
        let folder = folders[folders.count - 2]
        guard folder.hasSuffix(".lproj") else { return nil }
        let name = String(folder.dropLast(".lproj".count))
        guard !name.isEmpty else { return nil }
        return legacyLanguageNames[name] ?? name
    }

    /// The English names older projects gave their `.lproj` folders, with their tags.
    static let legacyLanguageNames = [
        "English": "en", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it", "Japanese": "ja", "Dutch": "nl",
    ]
}

/// What one rule that counts a module's other tables noted about one of their texts.
package struct ModuleTableNote: Sendable {
    /// The text checker whose rule made it, as the audit numbers its enabled sets of text rules.
    package var checker: Int
    /// The rule, among the checker's catalog-wide rules.
    package var rule: Int
    /// The text's language.
    package var language: String
    /// The note.
    package var note: any Sendable
}
