/// Apple's device model names, which Apple's own German (and other) localisations write as they are:
/// "iPhone 17 Pro Max", "MacBook Air 13\"", "iPad mini", "Apple Watch Ultra 3". A device screenshot
/// editor's frame menu names them (the 46th study: five hard-coded "labels" that were models).
/// The family names alone are names already (inner capitals, or ``AppleFeatureNames``); the words
/// after them ("Pro", "Air", "Max") are English words, and are names only after a family.
enum AppleDeviceModels {
    /// The families a model name starts with, as words of the text.
    private static let families: Set<Substring> = ["iPhone", "iPad", "iPod", "iMac", "MacBook", "Mac", "AirPods", "HomePod"]
    /// The families of two words, as they stand in the text.
    private static let twoWordFamilies = ["Apple Watch", "Apple TV", "Apple Vision", "Vision Pro"]

    /// The words that follow a family in a model's name.
    private static let qualifiers: Set<Substring> = [
        "Pro", "Max", "Plus", "mini", "Mini", "Air", "Ultra", "SE", "Series", "Studio", "touch", "Neo", "Edition",
    ]

    /// Whether the text names a device family, so that ``isModelWord(_:)`` words in it belong to a model.
    static func namesAFamily(_ text: String) -> Bool {
        if twoWordFamilies.contains(where: { text.contains($0) }) { return true }
        return text.split(whereSeparator: { $0.isWhitespace || "()[],".contains($0) }).contains { families.contains($0) }
    }

    /// A word of a model's name: a family ("Mac") or a word after it ("Pro", "Max", "mini").
    static func isModelWord(_ word: Substring) -> Bool {
        qualifiers.contains(word) || families.contains(word)
    }
}
