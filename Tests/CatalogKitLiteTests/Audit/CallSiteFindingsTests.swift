import Testing
@testable import CatalogKitLite

/// Findings of one rule at one call site are one finding.
struct CallSiteFindingsTests {
    /// A call site that may give many hard-coded values (an enum's raw values) is one finding that
    /// names how many others it may give.
    @Test func oneFindingPerCallSiteAndRule() {
        func finding(_ text: String) -> Finding {
            Finding(
                ruleID: "hardcoded-accessibility-string", severity: .error, message: "The label \"\(text)\" is hard-coded",
                location: CatalogLocation(file: "A.swift", position: SourcePosition(line: 3, column: 5, offset: 40), key: "", language: nil, variationPath: VariationPath()),
                text: text)
        }
        let merged = CallSiteFindings.merged([finding("Groq"), finding("OpenAI"), finding("Groq"), finding("Ollama"), finding("Mistral"), finding("Gemini")])
        #expect(merged.count == 1)
        #expect(merged[0].text == "Groq")
        #expect(merged[0].message.hasSuffix("(the call site may give 4 other values the same way: \"OpenAI\", \"Ollama\", \"Mistral\" and 1 more)"), "\(merged[0].message)")
    }

    /// A key's findings (`key-not-in-catalog`) have no text: the other keys are named instead
    /// (Salary-Translator's `bundledObjectName(id:)`, fourteen keys at one call site, 55th study).
    @Test func theOtherKeysOfAKeyFindingAreNamed() {
        func finding(_ key: String) -> Finding {
            Finding(
                ruleID: "key-not-in-catalog", severity: .error, message: "The label key \"\(key)\" is in no catalog",
                location: CatalogLocation(file: "A.swift", position: SourcePosition(line: 3, column: 5, offset: 40), key: key, language: nil, variationPath: VariationPath()))
        }
        let merged = CallSiteFindings.merged([finding("object.rent_day.name"), finding("object.coffee.name"), finding("object.rent_day.name")])
        #expect(merged.count == 1)
        #expect(merged[0].message.hasSuffix("(the call site may give 1 other value the same way: \"object.coffee.name\")"), "\(merged[0].message)")
    }
}
