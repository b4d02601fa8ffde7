/// Language tags as Xcode writes them in String Catalogs (`de`, `de-CH`, `zh-Hans`, `pt-BR`,
/// `es-419`): the one validator the command line (`--languages`) and the configuration
/// (`languages`, `moduleOverrides.*.languages`, `ignore[].languages`) share, and how a tag the user
/// wrote is matched to a catalog's.
///
/// Tags are compared the way Foundation's `Locale` compares identifiers: case does not matter, and
/// `_` is the same as `-` (`zh_hans` = `zh-Hans`). A match is reported in the catalog's spelling.
public enum LanguageTag {
    /// The languages every string must be translated into when neither the configuration nor the
    /// command line says: German, the language this tool was made for.
    public static let defaultTranslationLanguages = ["de"]

    /// Whether `tag` has the shape of a BCP 47 tag as Xcode uses them: a language of 2–3 letters,
    /// then optionally a script of 4 letters, then optionally a region of 2 letters or 3 digits,
    /// separated by `-` (or `_`, as `pt_BR` folders spell it).
    public static func isValid(_ tag: String) -> Bool {
        var parts = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }[...]
        guard let language = parts.popFirst(), (2...3).contains(language.count), language.allSatisfy(isASCIILetter) else { return false }
        if let script = parts.first, script.count == 4, script.allSatisfy(isASCIILetter) { parts.removeFirst() }
        if let region = parts.first,
           (region.count == 2 && region.allSatisfy(isASCIILetter)) || (region.count == 3 && region.allSatisfy(CharacterClass.isDigit)) {
            parts.removeFirst()
        }
        return parts.isEmpty
    }

    /// The form tags are compared in: lower case, `_` written `-`.
    public static func matchingKey(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// The tag in the case BCP 47 recommends (RFC 5646, 2.1.1): the language in lower case, a
    /// script in title case, a region in upper case (`zh-hans` → `zh-Hans`, `pt-br` → `pt-BR`,
    /// `DE` → `de`); separators are kept. Reports that gather one language from several catalogs
    /// name it so.
    public static func canonicalCase(_ tag: String) -> String {
        var result = ""
        var index = 0
        var subtag = ""
        func flush() {
            if index == 0 {
                result += subtag.lowercased()
            } else if subtag.count == 4, subtag.allSatisfy(isASCIILetter) {
                result += subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if subtag.count == 2, subtag.allSatisfy(isASCIILetter) {
                result += subtag.uppercased()
            } else {
                result += subtag.lowercased()
            }
            index += 1
            subtag = ""
        }
        for character in tag {
            if character == "-" || character == "_" {
                flush()
                result.append(character)
            } else {
                subtag.append(character)
            }
        }
        flush()
        return result
    }

    /// Whether two tags name the same language (case and `_`/`-` aside).
    public static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs || matchingKey(lhs) == matchingKey(rhs)
    }

    /// Whether two tags are the same language in the same script, perhaps of other regions
    /// (`en-GB` and `en`, `pt-PT` and `pt-BR`; not `zh-Hans` and `zh-Hant`): text the same in
    /// both is expected, not untranslated.
    public static func sameLanguageAndScript(_ lhs: String, _ rhs: String) -> Bool {
        func parts(_ tag: String) -> (language: Substring, script: Substring?) {
            let pieces = matchingKey(tag).split(separator: "-")
            let script = pieces.count > 1 && pieces[1].count == 4 && pieces[1].allSatisfy(\.isLetter) ? pieces[1] : nil
            return (pieces.first ?? "", script)
        }
        let (left, right) = (parts(lhs), parts(rhs))
        return left.language == right.language && left.script == right.script
    }

    /// The regional form of `tag` among `candidates` that stands in for it, when `tag` names no
    /// region and `candidates` have only regional forms of its language and script: FineTune's
    /// catalog has `de-DE`, `fr-FR`, `nl-NL` and no `de` (the 48th study), and Apple's language
    /// matching gives its German to every German user (`de-AT` too), so `de-DE` is its German.
    /// The language's own region (`de-DE`, `fr-FR`) is preferred, else the first in sorted order.
    public static func regionalStandIn(for tag: String, in candidates: some Sequence<String>) -> String? {
        let key = matchingKey(tag)
        guard !key.contains("-") else { return nil }
        let regional = candidates.filter { candidate in
            let candidateKey = matchingKey(candidate)
            return candidateKey.hasPrefix(key + "-") && sameLanguageAndScript(candidate, tag)
        }
        return regional.first { matchingKey($0) == key + "-" + key } ?? regional.min()
    }

    /// `tag` as `candidates` spell it (`DE` → `de` when a catalog has `de`), or `nil` when none of
    /// them is the same language.
    public static func spelling(of tag: String, in candidates: some Sequence<String>) -> String? {
        if candidates.contains(tag) { return tag }
        let key = matchingKey(tag)
        return candidates.first { matchingKey($0) == key }
    }

    /// What the user most likely meant by `text`, which is not a valid tag or not a language of
    /// `candidates`: the tag of a language's English name (`german` → `de`), else the nearest of
    /// `candidates` (the catalogs' languages).
    public static func suggestion(for text: String, among candidates: [String]) -> String? {
        let name = text.lowercased().trimmingCharacters(in: .whitespaces)
        if let tag = tagsByName[name] { return spelling(of: tag, in: candidates) ?? tag }
        guard !candidates.isEmpty else { return nil }
        return closestName(to: text, among: candidates, maximumDistance: text.count <= 3 ? 1 : 2)
    }

    /// Examples of tags for messages.
    public static let examples = "'en', 'de' or 'pt-BR'"

    /// `; did you mean 'de'?` for a text that is not a tag (or not one of `candidates`), or an
    /// empty string when nothing is near.
    public static func hint(for text: String, among candidates: [String] = []) -> String {
        suggestion(for: text, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The language a name written in code stands for, as its tag: a code (`de`) or an English or
    /// native name (`german`, `deutsch`), case ignored; `nil` for any other word.
    static func language(named word: String) -> String? {
        let word = word.lowercased()
        return LanguageName.primaryNames[word] != nil ? word : tagsByName[word]
    }

    /// English and native names of common languages, lower case, to their tags.
    static let tagsByName: [String: String] = {
        var names: [String: String] = [:]
        for (tag, name) in LanguageName.primaryNames { names[name.lowercased()] = tag }
        for (tag, name) in LanguageName.regionalNames { names[name.lowercased()] = tag }
        // Names as their speakers write them, for the languages most apps ship.
        let native = [
            "deutsch": "de", "english": "en", "français": "fr", "francais": "fr", "español": "es", "espanol": "es",
            "italiano": "it", "nederlands": "nl", "português": "pt", "portugues": "pt", "svenska": "sv", "dansk": "da",
            "norsk": "nb", "suomi": "fi", "polski": "pl", "türkçe": "tr", "turkce": "tr", "swiss german": "de-CH",
            "norwegian": "nb", "chinese": "zh-Hans", "simplified chinese": "zh-Hans", "traditional chinese": "zh-Hant",
        ]
        names.merge(native) { _, new in new }
        return names
    }()

    private static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}
