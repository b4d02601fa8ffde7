/// A decoded literal's text as messages and rules read it.
extension SwiftStringLiteral {
    /// The literal as the code reads, interpolations as `\(…)`.
    package var writtenText: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .interpolation(let expression): "\\(\(expression))"
            }
        }.joined()
    }

    /// Whether the literal's text parts hold a letter (text a translator would translate).
    package var hasWords: Bool {
        segments.contains { segment in
            guard case .text(let text) = segment else { return false }
            return text.unicodeScalars.contains { $0.properties.isAlphabetic }
        }
    }
}
