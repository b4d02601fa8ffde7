import Foundation
import Testing
@testable import CatalogKitLite

/// Every kind of configuration error, with its exact line, column and message.
struct ConfigurationErrorTests {
    /// The line the tool prints for `json`, or `nil` when it is a valid configuration.
    private func error(_ json: String) -> String? {
        do {
            _ = try Configuration.decode(Array(json.utf8), path: ".xcstrings-a11y.json", directory: "/project",
                                         knownRuleIDs: ["missing-translation", "same-as-source", "bare-price"])
            return nil
        } catch {
            return error.description
        }
    }

    /// `path:line:column: error: message [configuration]` for the test file.
    private func line(_ place: String, _ message: String) -> String {
        ".xcstrings-a11y.json:\(place): error: \(message) [configuration]"
    }

    @Test func languageMapsHoldLanguageTags() {
        #expect(error(#"{"languageMap": {"german": "de"}}"#) == line("1:18", "'languageMap' maps \"german\", which is not a language tag such as 'en', 'de' or 'pt-BR'"))
        #expect(error(#"{"languageMap": {"de-AT": "de\n::error::x"}}"#) == line("1:27", "'languageMap' maps \"de-AT\" to \"de\\n::error::x\", which is not a language tag such as 'en', 'de' or 'pt-BR'"))
        #expect(error(#"{"languageMap": {"de-AT": 1}}"#) == line("1:27", "'languageMap.de-AT' must be a string, not a number"))
    }

    @Test func unknownKeysAreNamedWithASuggestion() {
        #expect(error("{\n  \"lanugages\": [\"en\"]\n}") == line("2:3", "unknown key 'lanugages'; did you mean 'languages'?"))
        #expect(error(#"{"colour": 1}"#) == line("1:2", "unknown key 'colour'; the keys are languages, allStrings, roles, modules, exclude, rules, ignore, moduleOverrides, maxFileSizeMB, sources, languageMap"))
        #expect(error(#"{"roles": {"lable": ["x"]}}"#) == line("1:12", "unknown key 'lable' in 'roles'; did you mean 'label'?"))
        // Columns count characters, not bytes: `€` is one.
        #expect(error(#"{"roles": {"label": ["prix.€"], "hnit": []}}"#) == line("1:33", "unknown key 'hnit' in 'roles'; did you mean 'hint'?"))
        #expect(error(#"{"ignore": [{"rule": "*", "key": ["a"]}]}"#) == line("1:27", "unknown key 'key' in an 'ignore' entry; did you mean 'keys'?"))
        #expect(error(#"{"moduleOverrides": {"Trailer": {"role": {}}}}"#) == line("1:34", "unknown key 'role' in 'moduleOverrides.Trailer'; did you mean 'roles'?"))
    }

    @Test func wrongTypesPointAtTheValue() {
        #expect(error("{\n  \"allStrings\": \"yes\"\n}") == line("2:17", "'allStrings' must be true or false, not a string"))
        #expect(error(#"{"allStrings": null}"#) == line("1:16", "'allStrings' must be true or false, not null"))
        #expect(error(#"{"languages": "de"}"#) == line("1:15", "'languages' must be an array of strings, not a string"))
        #expect(error(#"{"languages": ["en", 7]}"#) == line("1:22", "'languages' must hold only strings, not a number"))
        #expect(error(#"{"exclude": "Vendor"}"#) == line("1:13", "'exclude' must be an array of strings, not a string"))
        #expect(error(#"{"roles": ["x"]}"#) == line("1:11", "'roles' must be an object, not an array"))
        #expect(error(#"{"roles": {"hint": [""]}}"#) == line("1:21", "'roles.hint' holds an empty string"))
        #expect(error(#"{"ignore": {"rule": "*"}}"#) == line("1:12", "'ignore' must be an array of objects, not an object"))
        #expect(error(#"{"rules": {"bare-price": 2}}"#) == line("1:26", "'rules.bare-price' must be one of error, warning, info or off, not a number"))
        #expect(error("[1]") == line("1:1", "the configuration must be an object, not an array"))
    }

    @Test func languagesMustBeTagsOnceEach() {
        #expect(error(#"{"languages": ["en", "en US"]}"#) == line("1:22", "'languages' holds 'en US', which is not a language tag such as 'en', 'de' or 'pt-BR'"))
        #expect(error(#"{"languages": ["de", "DE"]}"#) == line("1:22", "'languages' lists 'DE' twice"))
        #expect(error(#"{"languages": []}"#) == line("1:15", "'languages' must name at least one language"))
        #expect(error(#"{"languages": ["en", "pt-BR", "zh_Hant", "gsw"]}"#) == nil)
    }

    @Test func ruleIDsAndSeveritiesMustBeKnown() {
        #expect(error("{\n  \"rules\": {\n    \"same-as-sorce\": \"warning\"\n  }\n}") == line("3:5", "unknown rule id 'same-as-sorce'; did you mean 'same-as-source'?"))
        #expect(error(#"{"rules": {"speling": "off"}}"#) == line("1:12", "unknown rule id 'speling'; 'xcstrings-a11y rules' lists the rule ids"))
        #expect(error("{\n  \"rules\": {\n    \"bare-price\": \"warn\"\n  }\n}") == line("3:19", "unknown severity 'warn' for rule 'bare-price'; did you mean 'warning'?"))
        #expect(error(#"{"rules": {"bare-price": "fatal"}}"#) == line("1:26", "unknown severity 'fatal' for rule 'bare-price'; use error, warning, info or off"))
        #expect(error(#"{"ignore": [{"rule": "missing-translations", "keys": ["a"]}]}"#) == line("1:22", "unknown rule id 'missing-translations'; did you mean 'missing-translation'?"))
        #expect(error(#"{"rules": {"bare-price": "off", "same-as-source": "info", "missing-translation": "error"}}"#) == nil)
    }

    @Test func ignoreEntriesNeedARuleAndAScope() {
        #expect(error(#"{"ignore": [{"keys": ["a"]}]}"#) == line("1:13", "an 'ignore' entry needs a 'rule': a rule id, or \"*\" for every rule"))
        #expect(error("{\n  \"ignore\": [\n    { \"rule\": \"same-as-source\" }\n  ]\n}") == line("3:5", "an 'ignore' entry needs 'keys', 'paths' or 'languages' to say what it suppresses (to turn a rule off everywhere, set it to \"off\" in 'rules')"))
        #expect(error(#"{"ignore": [{"rule": "*", "languages": ["de"]}]}"#) == nil)
    }

    @Test func modulePathsArePrefixesNotGlobs() {
        #expect(error(#"{"modules": {"Shared": ["Shared/*"]}}"#) == line("1:25", "'modules.Shared' holds 'Shared/*', but module paths are folder prefixes, not globs"))
        #expect(error(#"{"modules": {"": ["Shared"]}}"#) == line("1:14", "a module name in 'modules' must not be empty"))
    }

    @Test func duplicateKeysAndSyntaxErrorsHaveTheirPlace() {
        #expect(error("{\n  \"allStrings\": true,\n  \"allStrings\": false\n}") == line("3:3", "duplicate key 'allStrings'; the first is at 2:3"))
        #expect(error(#"{"rules": {"bare-price": "info", "bare-price": "off"}}"#) == line("1:34", "duplicate key 'bare-price'; the first is at 1:12"))
        #expect(error(#"{"languages": ["en",]}"#) == line("1:21", "expected a value after ',', found ']' (trailing commas are not allowed)"))
        #expect(error("") == line("1:1", "expected a value, found the end of the file"))
    }

    @Test func anUnreadableFileHasNoPlace() {
        let missing = "/nonexistent-\(UUID().uuidString)/.xcstrings-a11y.json"
        #expect(throws: ConfigurationError(path: missing, line: 0, column: 0, message: "cannot read the configuration file: No such file or directory")) {
            try Configuration.load(path: missing, knownRuleIDs: [])
        }
        #expect(ConfigurationError(path: "c.json", line: 0, column: 0, message: "m").description == "c.json: error: m [configuration]")
    }
}

/// A configuration is reported whole, and the text it quotes cannot forge a line of its own.
struct ConfigurationWholeReportTests {
    private func errors(_ json: String) -> [String] {
        do {
            _ = try Configuration.decode(Array(json.utf8), path: ".xcstrings-a11y.json", directory: "/project",
                                         knownRuleIDs: ["missing-translation", "same-as-source", "bare-price"])
            return []
        } catch {
            return error.description.components(separatedBy: "\n")
        }
    }

    @Test func everyProblemOfTheFileIsReportedInOrder() {
        let lines = errors("""
            {
              "languages": ["en", "german", "de", "DE"],
              "colour": true,
              "rules": {"bare-prize": "warning", "same-as-source": "loud"},
              "ignore": [{"rule": "emoj", "keys": ["a"]}, {"keys": ["b"]}],
              "allStrings": "yes"
            }
            """)
        #expect(lines == [
            ".xcstrings-a11y.json:2:23: error: 'languages' holds 'german', which is not a language tag such as 'en', 'de' or 'pt-BR'; did you mean 'de'? [configuration]",
            ".xcstrings-a11y.json:2:39: error: 'languages' lists 'DE' twice [configuration]",
            ".xcstrings-a11y.json:3:3: error: unknown key 'colour'; the keys are languages, allStrings, roles, modules, exclude, rules, ignore, moduleOverrides, maxFileSizeMB, sources, languageMap [configuration]",
            ".xcstrings-a11y.json:4:13: error: unknown rule id 'bare-prize'; did you mean 'bare-price'? [configuration]",
            ".xcstrings-a11y.json:4:56: error: unknown severity 'loud' for rule 'same-as-source'; use error, warning, info or off [configuration]",
            ".xcstrings-a11y.json:5:23: error: unknown rule id 'emoj'; 'xcstrings-a11y rules' lists the rule ids [configuration]",
            ".xcstrings-a11y.json:5:47: error: an 'ignore' entry needs a 'rule': a rule id, or \"*\" for every rule [configuration]",
            ".xcstrings-a11y.json:6:17: error: 'allStrings' must be true or false, not a string [configuration]",
        ], "\(lines.joined(separator: "\n"))")
    }

    /// A pull request's configuration must not print a CI workflow command (`::error …`) or move the
    /// cursor: every text of the file that a message quotes is escaped.
    @Test(arguments: [
        #"{"languages": ["de\n::error file=a.swift::forged"]}"#,
        #"{"colour\n::error::forged": 1}"#,
        #"{"rules": {"emoji\r::error::forged": "off"}}"#,
        #"{"rules": {"bare-price": "off\n::error::forged"}}"#,
        #"{"modules": {"A\n::error::forged": ["Sources/*"]}}"#,
        #"{"sources": {"localizationRoutines": ["\u001b[2J::error::forged"]}}"#,
        #"{"roles": {"label": ["a"], "hint\u2028::error::forged": []}}"#,
    ])
    func quotedTextCannotForgeALine(_ json: String) {
        let lines = errors(json)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix(".xcstrings-a11y.json:"), "\(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 || (0x7F...0x9F).contains($0.value) }, "\(line)")
        }
    }
}
