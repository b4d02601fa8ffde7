import CatalogKitLite
import SpeechRules

/// Fuzzes the speech-rule engine: any text, in English, German and a language without a lexicon,
/// in every role and with companions, must give findings whose ranges lie inside the text, and a
/// spoken preview, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpeech(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let languages = ["en", "de", "fr"]
    let roles = AccessibilityRole.allCases
    let language = languages[count % languages.count]
    let role = roles[(count / 3) % roles.count]
    // Half the inputs get the text's own halves as companions, so pair rules run too.
    let middle = text.index(text.startIndex, offsetBy: text.count / 2)
    let companions: [AccessibilityRole: String] = count % 2 == 0 ? [.label: String(text[..<middle]), .value: String(text[middle...])] : [:]
    let spoken = SpokenString(text: text, language: language, role: role, companions: companions)
    let scalarCount = text.unicodeScalars.count
    for finding in SpeechEngine.check(spoken, rules: SpeechRule.all) {
        precondition(finding.range.lowerBound >= text.startIndex && finding.range.upperBound <= text.endIndex, "a range outside the text")
        precondition(finding.scalarOffsets.lowerBound >= 0 && finding.scalarOffsets.upperBound <= scalarCount, "offsets outside the text")
        precondition(!finding.message.isEmpty, "a finding without a message")
    }
    _ = SpeechEngine.spokenPreview(text, language: language)
    _ = SpeechEngine.checkCatalog([spoken, SpokenString(text: "Öffnen Sie die Liste.", language: "de", role: .hint, companions: [:])])
    return 0
}
