import CatalogKitLite

/// The speech-rule engine: judges how a synthesiser will speak one accessibility string.
///
/// The engine and its rules arrive with the SpeechRules issue; this namespace holds what is shared.
public enum SpeechRules {
    /// The languages that have a lexicon of their own. Other language tags fall back to no lexicon.
    public static let lexiconLanguages: Set<String> = ["en", "de"]
}
