import CatalogKitLite

/// Small helpers that make the format-specifier tests read like the strings they test.
enum FormatTest {
    /// The tokens of `text` as `(kind label, text)` pairs, e.g. `[("text", "Hello "), ("specifier", "%@")]`.
    static func labelled(_ text: String) -> [Labelled] {
        FormatTokenizer.tokenize(text).map { Labelled(label: label(of: $0.kind), text: String($0.text(in: text))) }
    }

    /// The only non-text token of `text`; `nil` if there is not exactly one.
    static func onlyConstruct(_ text: String) -> FormatToken? {
        let constructs = FormatTokenizer.tokenize(text).filter { $0.kind != .text }
        return constructs.count == 1 ? constructs[0] : nil
    }

    /// The specifier of the only construct in `text`, if that construct is a specifier.
    static func onlySpecifier(_ text: String) -> FormatSpecifier? {
        guard case .specifier(let specifier)? = onlyConstruct(text)?.kind else { return nil }
        return specifier
    }

    /// The diagnostic kinds of a signature, in order.
    static func diagnosticKinds(_ signature: ArgumentSignature) -> [FormatDiagnostic.Kind] {
        signature.diagnostics.map(\.kind)
    }

    /// The text a location points at, looked up in the value or the right substitution branch.
    static func text(at location: FormatLocation, value: String, substitutions: [SubstitutionSpec] = []) -> String? {
        switch location.origin {
        case .value:
            return String(value[location.range])
        case .substitution(let name, let variant):
            guard let spec = substitutions.first(where: { $0.name == name }),
                spec.variantValues.indices.contains(variant)
            else { return nil }
            return String(spec.variantValues[variant][location.range])
        }
    }

    /// Checks the invariants every tokenization must satisfy; returns a description of the first broken
    /// one, or `nil` if all hold.
    static func brokenInvariant(in text: String) -> String? {
        let tokens = FormatTokenizer.tokenize(text)
        let utf8 = Array(text.utf8)
        var expectedStart = 0
        var joined = ""
        for token in tokens {
            guard token.utf8Range.lowerBound == expectedStart, !token.utf8Range.isEmpty else {
                return "token ranges are not contiguous and non-empty at byte \(expectedStart)"
            }
            let bytesOfRange = Array(text[token.range].utf8)
            guard bytesOfRange == Array(utf8[token.utf8Range]) else {
                return "String.Index range and UTF-8 range disagree at byte \(expectedStart)"
            }
            joined += text[token.range]
            expectedStart = token.utf8Range.upperBound
        }
        guard expectedStart == utf8.count else { return "tokens end at byte \(expectedStart) of \(utf8.count)" }
        guard joined == text else { return "tokens do not re-join to the text" }
        return nil
    }

    /// A token reduced to what the tests compare.
    struct Labelled: Equatable, CustomStringConvertible {
        let label: String
        let text: String

        init(label: String, text: String) {
            self.label = label
            self.text = text
        }

        init(_ label: String, _ text: String) {
            self.init(label: label, text: text)
        }

        var description: String { "\(label)(\(text))" }
    }

    private static func label(of kind: FormatToken.Kind) -> String {
        switch kind {
        case .text: "text"
        case .escapedPercent: "percent"
        case .specifier: "specifier"
        case .probableLiteralPercent: "literal"
        case .substitution: "substitution"
        case .argumentPlaceholder: "arg"
        case .malformed: "malformed"
        }
    }
}
