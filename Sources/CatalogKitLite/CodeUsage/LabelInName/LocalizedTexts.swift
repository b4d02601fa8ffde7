/// The text of one catalog key in the languages a run requires, as the app shows and speaks it.
package struct LocalizedTexts: Hashable, Sendable {
    /// The catalog's source language.
    package var sourceLanguage: String
    /// The required languages, the source language first.
    package var languages: [String]
    /// The plain text per language; a language without one (untranslated, plural or device
    /// variations, placeholders) is absent: nothing is judged in it.
    package var texts: [String: String]

    /// The texts of the keys with the given shapes in a catalog, in its required `languages`.
    package static func collect(from catalog: Catalog, shapes: Set<String>, languages: [String]) -> [String: LocalizedTexts] {
        guard !shapes.isEmpty else { return [:] }
        var result: [String: LocalizedTexts] = [:]
        let ordered = [catalog.sourceLanguage] + languages.filter { !LanguageTag.same($0, catalog.sourceLanguage) }
        for entry in catalog.entries {
            for shape in KeyShape.lookupShapes(ofCatalogKey: entry.key, isManual: entry.extractionState == .manual)
            where shapes.contains(shape) && result[shape] == nil {
                var texts: [String: String] = [:]
                for language in ordered {
                    if let text = plainText(of: entry, in: language, sourceLanguage: catalog.sourceLanguage) { texts[language] = text }
                }
                result[shape] = LocalizedTexts(sourceLanguage: catalog.sourceLanguage, languages: ordered, texts: texts)
            }
        }
        return result
    }

    /// The words of the app's name as an `InfoPlist` catalog gives it in its source language
    /// (`CFBundleDisplayName`, `CFBundleName`), lower case: tungsten-edge's "Tungsten Edge 钨极",
    /// whose target is named `macos-dock-cc-v2` (57th study). Code that names the app so says a
    /// name, which no catalog translates (``SourceRuleContext/isAppName(_:)``).
    package static func appNameWords(in catalog: Catalog) -> [String] {
        ["CFBundleDisplayName", "CFBundleName"].flatMap { key -> [String] in
            guard let entry = catalog.entries.first(where: { $0.key == key }),
                  let text = plainText(of: entry, in: catalog.sourceLanguage, sourceLanguage: catalog.sourceLanguage),
                  !text.contains("$(") else { return [] }
            return ProjectTargets.nameWords(text).map { $0.lowercased() }
        }
    }

    /// The texts a catalog's translators kept the same in every required language (Stingray's
    /// "Maximum", German "Maximum"): code that shows one of them as written, or a key of it the
    /// catalog lacks, says the right words in every language. Where a required language (German)
    /// has no translation yet, the others speak for it when two of them kept the text, or one written
    /// in another script did (TablePro's "Oracle" in Vietnamese and Chinese): a Chinese translator who
    /// keeps Latin letters keeps a name or a code. A translation that differs anywhere is a word.
    /// A string marked not to be translated is alike everywhere.
    package static func textsAlikeInEveryLanguage(in catalog: Catalog, languages: [String]) -> Set<String> {
        let others = languages.filter { !LanguageTag.same($0, catalog.sourceLanguage) }
        guard !others.isEmpty else { return [] }
        var result = Set<String>()
        // A stale entry counts too: its translators' choice outlives the code that used it (TablePro's
        // "Oracle", now written in code as a String).
        entries: for entry in catalog.entries {
            // A string marked "Don't Translate" stays as written in every language, by its developer's
            // word, whatever its shape (btlb's license name "GPL-3.0", 55th study).
            if !entry.shouldTranslate {
                let text = entry.localization(catalog.sourceLanguage)?.content.stringUnit?.value.text ?? entry.key
                if !text.isEmpty, !text.contains("%") { result.insert(text) }
                continue
            }
            // A dotted key copied into every language (`player.play.hint`) is an untranslated key, no word.
            guard let text = plainText(of: entry, in: catalog.sourceLanguage, sourceLanguage: catalog.sourceLanguage), !looksLikeIdentifier(text) else {
                continue
            }
            // Only a translator's word counts: a copy of the English still to translate (`needs_review`,
            // `new`) is no evidence, and leaves a required language unspoken for.
            var kept = 0
            var keptInAnotherScript = false
            for localization in entry.localizations where !LanguageTag.same(localization.language, catalog.sourceLanguage) {
                guard localization.content.stringUnit?.state == .translated,
                      let translated = plainText(of: entry, in: localization.language, sourceLanguage: catalog.sourceLanguage) else { continue }
                guard translated == text else { continue entries }
                kept += 1
                if LanguageScript.of(localization.language) == .otherScript { keptInAnotherScript = true }
            }
            let everyRequiredKept = others.allSatisfy { language in
                entry.localization(language)?.content.stringUnit?.state == .translated
            }
            if kept > 0, everyRequiredKept || kept >= 2 || keptInAnotherScript {
                result.insert(text)
                // Its words without the emoji or marks around them (btlb's "🦄 Open Source", 55th
                // study): code that writes "Open Source" says what the translators kept.
                let words = String(Substring(text).trimmingEdges { !$0.isLetter && !$0.isNumber })
                if !words.isEmpty { result.insert(words) }
            }
        }
        return result
    }

    /// The plain text of an entry in a language. Without a value in the source language, the key is
    /// the text when the compiler extracted it from a literal; a key added by hand, or one shaped
    /// like an identifier (`settings.title`), is no text anyone sees.
    static func plainText(of entry: CatalogEntry, in language: String, sourceLanguage: String) -> String? {
        if let localization = entry.localization(language) {
            let content = localization.content
            guard content.variations == nil, content.substitutions.isEmpty, let text = content.stringUnit?.value.text,
                  !text.contains("%"), !text.isEmpty else { return nil }
            return text
        }
        guard language == sourceLanguage, entry.extractionState != .manual, !entry.key.contains("%"), !looksLikeIdentifier(entry.key) else { return nil }
        return entry.key
    }

    /// `settings.title`, `edit_button`, `editButton`: a key with no space whose words are joined
    /// by `.`, `_` or a capital inside.
    static func looksLikeIdentifier(_ key: String) -> Bool {
        guard !key.contains(" ") else { return false }
        if key.contains(".") || key.contains("_") { return true }
        let scalars = Array(key.unicodeScalars)
        return scalars.indices.dropFirst().contains { scalars[$0].properties.isUppercase && scalars[$0 - 1].properties.isLowercase }
    }
}
