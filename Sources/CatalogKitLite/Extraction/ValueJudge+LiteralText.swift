/// How a literal's text is judged where a `String` is taken: hard-coded words, or text every
/// language writes alike (names, addresses, codes, units, numbers), which no catalog needs to
/// translate.
extension ValueJudge {
    /// Text given where the API takes a `String`: hard-coded when its literal parts hold a word. A
    /// web address, a domain, an e-mail address, a name written with inner capitals (`GitHub`,
    /// `IMDb`, `iCloud`) or with a version ("Distil Large v3"), "OK", or unit symbols beside values (`"%.0f min"`, `"\(distance) km"`) are
    /// the same in every language: nothing to translate.
    static func judgeText(_ literal: SwiftStringLiteral) -> SpokenArgument {
        var texts: [String] = []
        for case .text(let text) in literal.segments { texts.append(text) }
        guard texts.contains(where: hasWord) else { return .untranslatable(literal) }
        // An address, also one with values in it ("itsyhome://\(example)", a deep link the app
        // copies), or a code the app keeps ("subsonic-\(status)", "insecure-redirect").
        if !texts.contains(where: { $0.contains(where: \.isWhitespace) }) {
            let shape = literal.segments.map { segment in
                if case .text(let text) = segment { text } else { "x" }
            }.joined()
            if isAddress(shape) || CodeIdentifiers.isCode(shape) { return .untranslatable(literal) }
        }
        if texts.allSatisfy(isSameInEveryLanguage) || literal.plainText.map(ProductNames.isVersionedName) == true { return .untranslatable(literal) }
        return .hardCoded(literal)
    }

    /// Whether a literal's own text (not its interpolations) holds a word that German writes
    /// otherwise: "Saved" in `"Saved \(key)"`, not "Status" in `"Status: \(state)"`.
    static func holdsWordToTranslate(_ literal: SwiftStringLiteral) -> Bool {
        literal.segments.contains { segment in
            guard case .text(let text) = segment, hasWord(text), !isSameInEveryLanguage(text) else { return false }
            return text.split(whereSeparator: \.isWhitespace).flatMap(WordsGermanShares.words(in:)).contains {
                $0.count >= 2 && !WordsGermanShares.isWrittenAlike($0)
            }
        }
    }

    /// Whether text holds a word: two letters in a row, or a letter of a script without an
    /// alphabet's single letters (`閉`). A lone Latin letter beside a value (`"v\(version)"`,
    /// `"\(width)x\(height)"`) is read the same in every language.
    static func hasWord(_ text: String) -> Bool {
        var previousIsLetter = false
        for character in text {
            let isLetter = character.isLetter
            if isLetter && (previousIsLetter || !character.isASCII && character.unicodeScalars.first!.properties.isIdeographic) { return true }
            previousIsLetter = isLetter
        }
        return false
    }

    /// Text every language writes as it is: names with inner capitals, alone or together
    /// (`GitHub`, `TypeWhisper`, `IMDb`), Apple's names that are words ("Live Photo", "Face ID"), "OK",
    /// file names and paths ("settings.json"), a language named in itself ("Italiano", "日本語"),
    /// common acronyms ("PIN", "UID"), names with a version
    /// ("UIGFv4.1"), unit symbols (`km`, `min`, `kWh`), and numbers,
    /// format specifiers and punctuation between them (`%.0f min`, `12 km · 3 kWh`), and formulas
    /// (``MathNotation``), Apple's device models ("iPhone 17 Pro Max", ``AppleDeviceModels``) and a
    /// language's code ("EN"). Text without a word is the same too.
    static func isSameInEveryLanguage(_ text: String) -> Bool {
        if LanguageEndonyms.isEndonym(text) || MathNotation.isFormula(text) { return true }
        // Most texts have no `%`: only those are read for specifiers.
        let plain = AppleFeatureNames.removingNames(from: text.utf8.contains(UInt8(ascii: "%")) ? FormatTokenizer.withoutSpecifiers(text) : text)
        if isCommandLine(plain) || isLanguageCode(text) { return true }
        // A word of a device's model ("Pro", "Air") is a name only where the text names a device's
        // family: asked last, of a text whose every other word is the same in every language.
        var hasModelWord = false
        let allAlike = plain.split(whereSeparator: \.isWhitespace).allSatisfy { chunk in
            let word = chunk.trimmingEdges { ".,:;·•|()[]–—-/".contains($0) }
            if !hasWord(String(word)) || isCapitalizedName(String(word)) || word.lowercased() == "ok" || word.lowercased() == "okay"
                || UnitSymbols.isSymbol(word) || isLetterInBothCases(word) || CommonAcronyms.contains(word) || isVersionedName(word)
                || isFileNameOrPath(chunk) || isVowellessCode(word) || ServiceNames.names.contains(word) || isHandle(word)
                || isZoneOffset(word) || isRepositoryPath(word) || isStandardName(word) || MusicNotation.isChordName(word)
                || isHyphenatedIdentifier(word) {
                return true
            }
            guard AppleDeviceModels.isModelWord(word) else { return false }
            hasModelWord = true
            return true
        }
        return allAlike && (!hasModelWord || AppleDeviceModels.namesAFamily(text))
    }

    /// A language's code, alone: "en", "DE", "pt-BR", "zh-Hans" (a locale picker's button shows
    /// `locale.code.uppercased()`, the 46th study), spelt out alike in every language. Not the codes
    /// that are English words ("it", "no", "id", "he").
    static func isLanguageCode(_ text: String) -> Bool {
        // Two letters, or two letters, a hyphen and more: told from the bytes, before any String is
        // made (every text a label may hold is asked).
        let bytes = text.utf8
        guard bytes.count == 2 || bytes.count >= 5 && bytes.count <= 7 && bytes.dropFirst(2).first == UInt8(ascii: "-"),
              bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        let lowercased = text.lowercased()
        if bytes.count > 2 { return lowercasedRegionalTags.contains(lowercased) }
        return LanguageName.primaryNames[lowercased] != nil && !["it", "no", "id", "he"].contains(lowercased)
    }

    /// The regional language tags ``LanguageName`` names, lower case.
    private static let lowercasedRegionalTags = Set(LanguageName.regionalNames.keys.map { $0.lowercased() })

    /// A command as the user types it: a lower-case program name, then arguments of which one at
    /// least is an option (`-getsleep`, `--version`): Pearcleaner's "systemsetup -getsleep", read and
    /// typed alike in every language. Prose with a dash ("Sign in - required") is none; lower-case
    /// prose with a word glued to a dash ("sign in -now") would pass, and is not seen in labels.
    static func isCommandLine(_ text: String) -> Bool {
        // A command line has an option: most texts have no hyphen at all, known before any split.
        guard text.utf8.contains(UInt8(ascii: "-")) else { return false }
        // A command is ASCII: its chunks split at ASCII white space without asking Unicode's tables.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        let chunks = text.utf8.split(whereSeparator: { $0 == 0x20 || $0 &- 0x09 < 5 }).map(Substring.init)
        guard chunks.count >= 2, chunks.count <= 8, let program = chunks.first,
              program.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || "._-/".contains($0)) }), program.first!.isLetter
        else { return false }
        var hasOption = false
        for chunk in chunks.dropFirst() {
            guard chunk.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return false }
            if chunk.hasPrefix("-") {
                guard chunk.drop(while: { $0 == "-" }).first?.isLetter == true else { return false }
                hasOption = true
            } else if !chunk.allSatisfy({ $0.isLowercase || $0.isNumber || "._-/~=:".contains($0) }) {
                return false
            }
        }
        return hasOption
    }

    /// The time zones an offset is written after.
    private static let zoneNames: Set<Substring> = ["UTC", "GMT", "CET", "CEST", "EET", "EEST", "WET", "WEST", "EST", "EDT", "CST", "CDT",
                                                     "MST", "MDT", "PST", "PDT", "JST", "KST", "IST", "AEST", "AEDT", "NZST", "NZDT"]

    /// A time zone's offset, a zone's abbreviation and a signed hour: "UTC+9", "GMT-5", "UTC+5:30"
    /// (PokeZoneBuddy's city cards), written and read alike in every language; not a word in
    /// capitals with a number ("DAY-1"). The hour may be a value after the text: `"UTC+\(offset)"`
    /// leaves "UTC+".
    static func isZoneOffset(_ word: Substring) -> Bool {
        guard let sign = word.firstIndex(where: { $0 == "+" || $0 == "-" || $0 == "\u{2212}" }) else { return false }
        let hours = word[word.index(after: sign)...]
        return zoneNames.contains(word[..<sign])
            && hours.count <= 5 && (hours.isEmpty || hours.first!.isNumber && hours.allSatisfy { $0.isNumber || $0 == ":" })
    }

    /// A repository's path, `owner/Name`, as an About screen links it ("katagaki/IllustMate"): one
    /// slash between two names of letters, digits and `._-`, one of them plainly a name (a word with
    /// an inner capital, a digit, or `.` or `_` inside), or two known acronyms
    /// ("TCP/IP"). Words about a slash ("Pin/Unpin", "PDF/Image", "Check-in/Check-out") are prose.
    static func isRepositoryPath(_ word: Substring) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count >= 2 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) } })
        else { return false }
        if parts.allSatisfy(CommonAcronyms.contains) { return true }
        return parts.contains { part in
            isCapitalizedName(String(part)) || isHandle(part) || part.contains(where: \.isNumber)
                || part.dropFirst().dropLast().contains { $0 == "." || $0 == "_" }
        }
    }

    /// A user name or code of lower-case letters and digits, a digit after a letter: "wzh4869",
    /// "sulimu2", "2han9wen71an" (AppPorts' contributors), "mp3", read alike in every language. A
    /// capitalised word with a number ("Step2") is a word; a number with letters after it ("2nd",
    /// "5pm", "12h") is said otherwise in German.
    static func isHandle(_ word: Substring) -> Bool {
        var hasLetter = false
        var digitAfterLetter = false
        for byte in word.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): hasLetter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digitAfterLetter = digitAfterLetter || hasLetter
            default: return false
            }
        }
        return digitAfterLetter
    }

    /// A standard's or algorithm's name, a capital and a few letters with a number of three digits or
    /// more glued to them: "Ed25519", "SHA256", "H264", "Curve25519" (Harbor's key types, 50th
    /// study), written alike in every language. "Step2" has too short a number to be one.
    static func isStandardName(_ word: Substring) -> Bool {
        var letters = 0
        var digits = 0
        for (index, byte) in word.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where digits == 0: letters += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z") where digits == 0 && index > 0: letters += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9") where letters > 0: digits += 1
            default: return false
            }
        }
        return (1...6).contains(letters) && digits >= 3
    }

    /// A short run of lower-case letters without a vowel: a size or style code of the app's (TablePro's
    /// theme spacings "xxxs", "sm", "lg"), read as letters in every language, no word to translate.
    static func isVowellessCode(_ word: Substring) -> Bool {
        (1...5).contains(word.utf8.count) && word.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
            && !word.utf8.contains { "aeiouy".utf8.contains($0) }
    }

    /// The extensions of files a label may name, as written on disk in every language.
    static let fileExtensions: Set<String> = [
        "json", "yaml", "yml", "toml", "plist", "xml", "txt", "md", "csv", "tsv", "log", "html", "css", "js", "ts", "swift", "py", "sh",
        "zsh", "rb", "zip", "gz", "tar", "pdf", "png", "jpg", "jpeg", "gif", "heic", "webp", "svg", "mp3", "mp4", "m4a", "mov", "wav",
        "xcstrings", "strings", "ini", "conf", "cfg", "env", "db", "sqlite", "ics", "vcf", "gpx", "kml", "epub", "docx", "xlsx", "pptx",
    ]

    /// The folders at a Unix disk's root written in lower case.
    static let rootFolders: Set<String> = ["tmp", "usr", "bin", "sbin", "etc", "opt", "var", "private", "dev", "cores", "home"]

    /// A file's name or a path, written alike in every language: "settings.json" (a link to the
    /// file, ccemaphore), "~/.zshrc", "/usr/local/bin". A word with a period inside is no file
    /// unless its extension is a file's ("e.g." is prose).
    static func isFileNameOrPath(_ chunk: Substring) -> Bool {
        if chunk.hasPrefix("~/") || chunk.hasPrefix("/") && chunk.dropFirst().contains("/") { return true }
        // A hidden file's name or a domain's ending: ".zshenv", ".gitignore", ".com" (CodingBuddy's
        // shell files, walnut's address chips; the 41st study).
        if chunk.hasPrefix("."), chunk.count >= 3,
           chunk.dropFirst().allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") }),
           chunk.dropFirst().first?.isLetter == true {
            return true
        }
        // A folder at the disk's root: "/Applications", "/Library", "/tmp"; not a rate ("/month").
        if chunk.hasPrefix("/"), chunk.count >= 3, chunk.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }),
           let first = chunk.dropFirst().first, first.isUppercase || rootFolders.contains(String(chunk.dropFirst())) {
            return true
        }
        guard let dot = chunk.lastIndex(of: "."), dot > chunk.startIndex else { return false }
        let name = chunk[..<dot].drop { $0 == "." || $0 == "/" || $0 == "~" }
        let fileExtension = chunk[chunk.index(after: dot)...]
        return !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) })
            && fileExtensions.contains(fileExtension.lowercased())
    }

    /// A model's or a package's identifier in lower case, words and a version joined by hyphens:
    /// "gpt-5.1", "gemini-2.5-flash-lite", "claude-3-haiku" (quotio's model list, 56th study), shown
    /// as written in every language. A part after a hyphen starts with a digit; "e-mail" has none, and
    /// "24-hour" starts with one (a word with a number, "24-Stunden").
    static func isHyphenatedIdentifier(_ word: Substring) -> Bool {
        guard let first = word.utf8.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"),
              word.utf8.allSatisfy({ ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return false }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.dropFirst().contains { $0.first?.isNumber == true } && parts.allSatisfy { !$0.isEmpty }
    }

    /// A path of code, a type's name and its members joined by dots: "Bundle.main.infoDictionary"
    /// (TapWeight's developer page, 60th study), "UIApplication.shared": an API's name, written
    /// alike in every language. The first part starts with a capital and the second with a
    /// lower-case letter, every part an ASCII identifier; two parts only when the type's name has an
    /// inner capital ("UIApplication"). A catalog key given as text ("Onboarding.skipButton",
    /// "player.pause.label", "Settings.General.title") is none: it is reported.
    static func isCodePath(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        guard parts.count >= 2, let first = parts[0].first, isUpper(first), let second = parts[1].first, !isUpper(second),
              parts.allSatisfy({ part in
                  part.first.map(isLetter) == true && part.allSatisfy { isLetter($0) || $0 == UInt8(ascii: "_") || $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
              }) else { return false }
        return parts.count >= 3 || parts[0].dropFirst().contains(where: isUpper)
    }

    /// The shape of an SF Symbol's name, or of a dotted key: lower-case ASCII words joined by dots,
    /// the first of letters ("figure.walk", "drop.fill", "person.crop.circle.badge.plus",
    /// "settings.title"; "0.circle" aside), no address or file name ("example.com", "photo.png").
    /// Stanford 360's rings label their image with the name they draw (60th study): VoiceOver says
    /// "figure dot walk" in every language.
    static func isDottedName(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { isLower($0) || isDigit($0) } }),
              parts[0].allSatisfy(isLower), let last = parts.last.map({ String(decoding: $0, as: UTF8.self) }) else { return false }
        return !CharacterClass.topLevelDomains.contains(last) && !CharacterClass.unmistakableDomains.contains(last)
            && !CharacterClass.fileExtensions.contains(last)
    }

    /// A name in capitals, or with an inner capital, with a version glued to it: "UIGFv4.1" (a data
    /// format, PizzaHelperUnited), "IPv6", "HTTP2", "macOS15". "Step2" is a word with a number.
    static func isVersionedName(_ word: Substring) -> Bool {
        let letters = word.prefix { $0.isLetter }
        let version = word.dropFirst(letters.count)
        guard let first = version.first, first.isNumber, version.allSatisfy({ $0.isNumber || $0 == "." }) else { return false }
        let name = letters.last == "v" ? letters.dropLast() : letters
        return name.count >= 2 && (name.allSatisfy(\.isUppercase) || isCapitalizedName(String(name)))
    }

    /// One letter in both cases, "Aa": the glyph of a match-case toggle, a font sample; no word.
    static func isLetterInBothCases(_ word: Substring) -> Bool {
        guard word.count == 2, let first = word.first, let last = word.last, first.isUppercase, last.isLowercase else { return false }
        return first.lowercased() == String(last)
    }

    /// A text field's example of what to type, not prose: no part between spaces is a plain word
    /// (letters, with sentence punctuation or brackets around them): "hf_...", "sk-...",
    /// "model-name", `{"model": "x"}`, "https://", a mask ("07XX XXX XX XX"). "Search…" and "API
    /// key (optional)" are prose.
    static func isExampleInput(_ text: String) -> Bool {
        let chunks = text.split(whereSeparator: \.isWhitespace)
        return !chunks.isEmpty && !chunks.contains { chunk in
            let word = chunk.drop { "([\"'“„«".contains($0) }.reversed().drop { ".…:?!,;)]\"'”“»".contains($0) }
            // A run of X is a mask's digits ("07XX XXX XX XX", a phone number's form), not a word.
            return !word.isEmpty && word.allSatisfy(\.isLetter) && !word.allSatisfy { $0 == "X" }
        }
    }

    /// One word of letters with a capital after its first letter and a lower-case letter too:
    /// `GitHub`, `IMDb`, `iCloud`, `macOS`, a brand's or product's name that no language translates.
    /// A word in capitals (`CLOSE`) or only capitalized (`Close`) is none.
    static func isCapitalizedName(_ text: String) -> Bool {
        guard text.count >= 2, text.allSatisfy(\.isLetter) else { return false }
        return text.dropFirst().contains(where: \.isUppercase) && text.contains(where: \.isLowercase)
    }

    /// `https://github.com/coteditor`, `support@example.com`, `coteditor.com`: no spaces, and a
    /// scheme, an e-mail address, a host with a path, or a host whose last part is a common top-level
    /// domain; without `withDomains` (a key's text) only a host of two parts under a domain no key
    /// ends in (``CharacterClass/unmistakableDomains``). Dotted catalog keys (`settings.sort.label`) are no domains.
    static func isAddress(_ text: String, withDomains: Bool = true) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        if text.contains("://") { return true }
        // A host with a path ("github.com/Julian3521/ClaudeUsage") is an address even where a
        // dotted name alone may be a key: no key has that shape.
        if let slash = text.firstIndex(of: "/"), slash != text.startIndex {
            return isAddress(String(text[..<slash]), withDomains: true)
        }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, var host = parts.last, host.contains(".") else { return false }
        // A host with its port ("fmo.local:80"), as a device's address is shown.
        if let colon = host.lastIndex(of: ":"), host.index(after: colon) < host.endIndex,
           host[host.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) {
            host = host[..<colon]
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
              let last = labels.last else { return false }
        if parts.count == 2 { return last.count >= 2 && last.allSatisfy(\.isLetter) }
        let domain = last.lowercased()
        // A host of two parts under a domain no key ends in ("noaa.gov", "example.com") is an
        // address even where a dotted name could be a key ("settings.label").
        if !withDomains { return labels.count == 2 && CharacterClass.unmistakableDomains.contains(domain) }
        return CharacterClass.topLevelDomains.contains(domain) || CharacterClass.wordTopLevelDomains.contains(domain)
    }
}
