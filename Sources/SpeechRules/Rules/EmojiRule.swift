import CatalogKitLite

/// `emoji`: emoji in accessibility text, read by their long CLDR names ("fire", "party popper").
/// Only in labels, hints, values and announcements: there the name is spoken before or inside what the
/// element is or does ("magic wand Fix It"). In running text without a role (a promotion's "Give it a
/// try! 🔥", a section title "📊 Popularity") the name is a decoration the listener skips, and the
/// judges of the precision study found no wrong reading there.
enum EmojiRule {
    static let description = RuleDescription(
        id: "emoji",
        summary: "Emoji, which are read by their long names, differently per screen reader.",
        rationale: """
            Emoji are read by their CLDR names, and the names differ between screen readers: VoiceOver reads 😤 \
            as "huffing with anger face", JAWS as "look of triumph" (doublegreat.dev/listen/emoji). An emoji whose \
            short name is its meaning ("⚠️" is read "warning", "👀" "eyes", "✅" "check mark") passes: the listener \
            hears what the sighted user sees. Running text without a known role is not judged: a decorative \
            emoji in a paragraph or a title is heard as the decoration it is.
            """,
        fix: "Drop the emoji or say what it means in words: \"Deals\", \"Great job\".",
        defaultSeverity: .warning,
        // Opt-in: judged right 2 of 6 (sixth and ninth studies); a decorative emoji's name most often fits
        // what it shows ("🐕" on a dog button, "Made with ❤️").
        isEnabledByDefault: false,
        roles: [.label, .hint, .value, .announcement],
        examples: [
            RuleExample("🔥 Deals", role: .label, triggers: true),
            RuleExample("Give it a try! 🔥", triggers: false, note: "running text without a role (DuckDuckGo's Fire Button promotion)"),
            RuleExample("Great job 🎉", role: .announcement, triggers: true),
            RuleExample("Deals", role: .label, triggers: false),
            RuleExample("⚠️", role: .label, triggers: false, note: "read \"warning\", which is what it means"),
            RuleExample("For your 👀 only", role: .label, triggers: false, note: "read \"for your eyes only\", the pun intended"),
            RuleExample("👀🔥", role: .label, triggers: true, note: "a run with an emoji of a long name is read as a whole"),
            RuleExample("Rated 4 of 5 stars", role: .value, triggers: false),
            RuleExample("🔥 Angebote", language: "de", role: .label, triggers: true),
            RuleExample("Angebote", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Emoji whose VoiceOver name is a short word or two that says what they mean, the same in
    /// every screen reader: the listener hears the meaning.
    static let meaningfulNames: Set<String> = [
        "⚠️", "⚠", "👀", "✅", "✔️", "❌", "❤️", "♥️", "⭐", "⭐️", "👍", "👎", "🔒", "🔓", "🔔", "📷", "▶️", "⏸️", "⏹️", "➡️", "⬅️",
        "⬆️", "⬇️", "☀️", "🌙", "☁️", "❄️", "✉️", "📧", "☎️", "📞", "🏠", "🚫", "❓", "❗", "ℹ️", "💡", "🔑", "🎁", "🐛",
    ]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.emoji) else { return [] }
        var findings: [SpeechFinding] = []
        var index = 0
        let tokens = input.tokens
        while index < tokens.count {
            guard tokens[index].kind == .emoji else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < tokens.count, tokens[end + 1].kind == .emoji { end += 1 }
            let range = tokens[index].range.lowerBound..<tokens[end].range.upperBound
            if tokens[index...end].allSatisfy({ meaningfulNames.contains(String($0.text)) }) {
                index = end + 1
                continue
            }
            let message = "\(input.subject): VoiceOver reads \(SpeechInput.quote(String(input.text[range]))) by its emoji name, "
                + "which differs between screen readers. Drop it or say what it means in words."
            findings.append(input.finding(description, range, message))
            index = end + 1
        }
        return findings
    }
}
