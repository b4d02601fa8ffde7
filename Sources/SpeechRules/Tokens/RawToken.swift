/// A token during tokenizing, with its span in characters (grapheme clusters) of the text.
struct RawToken {
    var kind: SpeechToken.Kind
    var start: Int
    var end: Int
    var amounts: [SpokenAmount] = []
    var currency: String?
    /// For numbers: whether the text is plain digits with no separator.
    var isPlainDigits = false
}
