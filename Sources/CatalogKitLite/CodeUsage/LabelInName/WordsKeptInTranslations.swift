extension LocalizedTexts {
    /// The capitalised words a catalog's translators keep as written inside texts they translate:
    /// a product tier ("Pro" in "IceDip Pro", German "Pro-Funktion" for "Pro feature"), a brand
    /// ("Stripe" in "Mit Stripe verbinden"). Code that shows one of them alone, or a key of it the
    /// catalog lacks, says the words every language says (the fifty-third study's "Pro" badge and
    /// "Stripe" were reported as English).
    ///
    /// A word counts for a language when at least two translated texts of it keep the word their
    /// English has, and more keep it than drop it (a word its translators translate is a word). The
    /// required languages other than the source decide, each of those with a translation; where none
    /// has one yet (German still to come), two other languages that keep it do.
    package static func wordsKeptInTranslations(in catalog: Catalog, languages: [String]) -> Set<String> {
        var kept: [String: [String: Int]] = [:]
        var dropped: [String: [String: Int]] = [:]
        for entry in catalog.entries {
            guard let source = plainText(of: entry, in: catalog.sourceLanguage, sourceLanguage: catalog.sourceLanguage) else { continue }
            let capitalised = Set(words(of: source).filter { $0.count > 1 && $0.first?.isUppercase == true })
            guard !capitalised.isEmpty else { continue }
            for localization in entry.localizations where !LanguageTag.same(localization.language, catalog.sourceLanguage) {
                // A copy of the English is no translator's choice: only a text they changed.
                guard localization.content.stringUnit?.state == .translated,
                      let translated = plainText(of: entry, in: localization.language, sourceLanguage: catalog.sourceLanguage),
                      translated != source else { continue }
                let present = Set(words(of: translated))
                for word in capitalised {
                    if present.contains(word) {
                        kept[localization.language, default: [:]][word, default: 0] += 1
                    } else {
                        dropped[localization.language, default: [:]][word, default: 0] += 1
                    }
                }
            }
        }
        func keeps(_ language: String, _ word: String) -> Bool {
            let times = kept[language]?[word] ?? 0
            return times >= 2 && times > dropped[language]?[word] ?? 0
        }
        let translated = Set(kept.keys).union(dropped.keys)
        let deciding = languages.filter { language in
            !LanguageTag.same(language, catalog.sourceLanguage) && translated.contains(language)
        }
        let candidates = Set(kept.values.flatMap { $0.keys })
        return candidates.filter { word in
            if !deciding.isEmpty { return deciding.allSatisfy { keeps($0, word) } }
            return translated.filter { keeps($0, word) }.count >= 2
        }
    }

    /// The words of a text: runs of letters of one script family, so that a Latin word glued to
    /// Japanese ("Pro有効") is a word of its own.
    static func words(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var currentIsLatin = false
        for character in text {
            guard character.isLetter else {
                if !current.isEmpty { result.append(current) }
                current = ""
                continue
            }
            let isLatin = (character.unicodeScalars.first?.value ?? 0) < 0x250
            if !current.isEmpty, isLatin != currentIsLatin {
                result.append(current)
                current = ""
            }
            current.append(character)
            currentIsLatin = isLatin
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
