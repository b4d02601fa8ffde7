/// Names of Apple's products and features written as separate words that Apple's own German (and
/// other) localisations keep as they are: "Live Photo", "Face ID", "Apple Watch". Text made only of
/// such names (and the words every language writes alike) has nothing to translate. Names that
/// Apple translates ("Control Center" is "Kontrollzentrum", "Photos" is "Fotos") are not here; one
/// word with inner capitals ("AirDrop", "iCloud") is a name without this list.
public enum AppleFeatureNames {
    /// The names, as Apple writes them.
    public static let names: [String] = [
        "Apple Vision Pro", "Vision Pro", "Live Photos", "Live Photo", "Live Text", "Face ID", "Touch ID", "Optic ID", "Apple ID",
        "Apple Watch", "Apple Pay", "Apple TV", "Apple Music", "Apple Pencil", "Apple Intelligence", "Apple", "Siri", "Safari",
        "Spotlight", "Genmoji", "Memoji", "Animoji",
    ]

    /// The text with every name of the list, as a whole word or words, replaced by a space.
    public static func removingNames(from text: String) -> String {
        guard names.contains(where: { text.contains($0) }) else { return text }
        var result = text
        for name in names {
            var searchStart = result.startIndex
            while let found = result.range(of: name, range: searchStart..<result.endIndex) {
                let before = found.lowerBound > result.startIndex ? result[result.index(before: found.lowerBound)] : nil
                let after = found.upperBound < result.endIndex ? result[found.upperBound] : nil
                if !(before?.isLetter ?? false), !(after?.isLetter ?? false) {
                    result.replaceSubrange(found, with: " ")
                    searchStart = result.startIndex
                } else {
                    searchStart = found.upperBound
                }
            }
        }
        return result
    }
}
