/// Names of Apple's products and features written as separate words that Apple's own German (and
/// other) localisations keep as they are: "Live Photo", "Face ID", "Apple Watch", "App Store". Text made only of
/// such names (and the words every language writes alike) has nothing to translate. Names that
/// Apple translates ("Control Center" is "Kontrollzentrum", "Photos" is "Fotos") are not here; one
/// word with inner capitals ("AirDrop", "iCloud") is a name without this list.
public enum AppleFeatureNames {
    /// The names, as Apple writes them.
    public static let names: [String] = [
        "Apple Vision Pro", "Vision Pro", "Live Photos", "Live Photo", "Live Text", "Face ID", "Touch ID", "Optic ID", "Apple ID",
        "Apple Watch", "Apple Pay", "Apple TV", "Apple Music", "Apple Pencil", "Apple Intelligence", "Apple", "Siri", "Safari",
        "Spotlight", "Genmoji", "Memoji", "Animoji", "Mac App Store", "App Store", "Game Center", "Apple Arcade", "Apple Podcasts",
        "Apple Books", "Apple Weather", "Apple Maps", "Apple News", "Apple Wallet", "Apple Account", "Apple Fitness", "Apple Card",
        // Apple's marks written with its logo (U+F8FF), as WeatherKit's attribution asks (" Weather",
        // Weather Atlas's data row in the 41st study).
        "\u{F8FF} Weather", "\u{F8FF}Weather", "\u{F8FF} Pay", "\u{F8FF}Pay", "\u{F8FF} Watch", "\u{F8FF} TV", "\u{F8FF}TV",
        "\u{F8FF} Music", "\u{F8FF} Arcade", "\u{F8FF} News", "\u{F8FF} Fitness", "\u{F8FF} Card", "\u{F8FF} Vision Pro",
    ]

    /// The names' bytes by their first byte, longest first: "Live Photos" before "Live Photo".
    private static let namesByFirstByte: [UInt8: [[UInt8]]] = Dictionary(grouping: names.map { Array($0.utf8) }, by: { $0[0] })
        .mapValues { $0.sorted { $0.count > $1.count } }

    /// The text with every name of the list, as a whole word or words, replaced by a space. One
    /// pass over the bytes: most texts name none, and every text a label may hold is asked.
    public static func removingNames(from text: String) -> String {
        var text = text
        let removed: String? = text.withUTF8 { bytes in
            // A letter, or any byte of a character outside ASCII: a name must stand as a word.
            func isLetter(_ byte: UInt8) -> Bool { byte >= 0x80 || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
            var result: [UInt8] = []
            var kept = 0
            var index = 0
            scan: while index < bytes.count {
                if index == 0 || !isLetter(bytes[index - 1]), let candidates = namesByFirstByte[bytes[index]] {
                    for name in candidates where index + name.count <= bytes.count {
                        let end = index + name.count
                        guard end == bytes.count || !isLetter(bytes[end]), name.indices.allSatisfy({ bytes[index + $0] == name[$0] }) else { continue }
                        result += bytes[kept..<index]
                        result.append(UInt8(ascii: " "))
                        kept = end
                        index = end
                        continue scan
                    }
                }
                index += 1
            }
            // Most texts name none: they are given back as they are.
            guard kept > 0 else { return nil }
            return String(decoding: result + bytes[kept...], as: UTF8.self)
        }
        return removed ?? text
    }
}
