import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// Reading `.xcstrings-a11y.json`: a full example, the defaults, and discovery by walking up.
struct ConfigurationLoadingTests {
    /// The rule ids the tests pretend the registry has.
    static let ruleIDs: Set<String> = ["missing-translation", "same-as-source", "bare-price", "needs-review", "stale-key"]

    @Test func loadsAFullExample() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        let json = """
        {
          "languages": ["en", "de", "pt-BR"],
          "allStrings": true,
          "roles": {
            "label": ["*.a11yTitle"],
            "hint": ["*.tip", "onboarding.*.help"],
            "none": ["debug.*"]
          },
          "modules": { "Shared": ["Shared/Strings"] },
          "exclude": ["Vendor", "Sources/*/Generated"],
          "rules": { "same-as-source": "info", "stale-key": "off" },
          "ignore": [
            { "rule": "same-as-source", "keys": ["brand.*"] },
            { "rule": "*", "paths": ["Sources/Legacy"], "languages": ["de"] }
          ],
          "moduleOverrides": {
            "Trailer": { "roles": { "hint": ["trailer.*.tip"] }, "languages": ["en", "fr"] }
          }
        }
        """
        try json.write(toFile: folder + "/.xcstrings-a11y.json", atomically: true, encoding: .utf8)
        let configuration = try Configuration.load(path: folder + "/.xcstrings-a11y.json", knownRuleIDs: Self.ruleIDs)

        #expect(configuration.directory == folder)
        #expect(configuration.languages == ["en", "de", "pt-BR"])
        #expect(configuration.allStrings)
        #expect(configuration.roles.patterns[.label]?.map(\.text) == ["*.a11yTitle"])
        #expect(configuration.roles.patterns[.hint]?.map(\.text) == ["*.tip", "onboarding.*.help"])
        #expect(configuration.roles.patterns[.value] == nil)
        #expect(configuration.roles.none?.map(\.text) == ["debug.*"])
        #expect(configuration.modules.map(\.name) == ["Shared"])
        #expect(configuration.modules.first?.prefixes.map(\.resolved) == [folder + "/Shared/Strings"])
        #expect(configuration.exclude.map(\.text) == ["Vendor", "Sources/*/Generated"])
        #expect(configuration.rules == ["same-as-source": .severity(.info), "stale-key": .off])
        #expect(configuration.ignore.count == 2)
        #expect(configuration.moduleOverrides["Trailer"]?.languages == ["en", "fr"])

        // What the rest of the command asks of it.
        #expect(configuration.requiredLanguages(sourceLanguage: "en") == ["en", "de", "pt-BR"])
        #expect(configuration.requiredLanguages(sourceLanguage: "en", module: "Trailer") == ["en", "fr"])
        #expect(configuration.severity(ofRule: "same-as-source", default: .warning) == .info)
        #expect(configuration.severity(ofRule: "stale-key", default: .warning) == nil)
        #expect(configuration.severity(ofRule: "bare-price", default: .warning) == .warning)
        #expect(configuration.rolePatterns(module: "Trailer").patterns[.hint]?.map(\.text) == ["trailer.*.tip"])
        #expect(configuration.rolePatterns(module: "Trailer").patterns[.label]?.map(\.text) == ["*.a11yTitle"])

        let catalog = folder + "/Sources/Legacy/Localizable.xcstrings"
        #expect(configuration.isIgnored(ruleID: "same-as-source", key: "brand.name", absolutePath: catalog, language: "de"))
        #expect(!configuration.isIgnored(ruleID: "bare-price", key: "brand.name", absolutePath: folder + "/App/x.xcstrings", language: "de"))
        #expect(configuration.isIgnored(ruleID: "bare-price", key: "any", absolutePath: catalog, language: "DE"))
        #expect(!configuration.isIgnored(ruleID: "bare-price", key: "any", absolutePath: catalog, language: "en"))
        #expect(!configuration.isIgnored(ruleID: "bare-price", key: "any", absolutePath: catalog, language: nil))

        #expect(configuration.isExcluded("Vendor/Kit/Localizable.xcstrings", workingDirectory: folder))
        #expect(configuration.isExcluded("../Vendor/x.xcstrings", workingDirectory: folder + "/Sources"))
        #expect(configuration.isExcluded(folder + "/Sources/Search/Generated/Strings.xcstrings", workingDirectory: "/"))
        #expect(!configuration.isExcluded("VendorKit/x.xcstrings", workingDirectory: folder))
        #expect(configuration.module(forCatalogAt: "Strings/Localizable.xcstrings", workingDirectory: folder + "/Shared") == "Shared")
        #expect(configuration.module(forCatalogAt: "Other/Localizable.xcstrings", workingDirectory: folder) == nil)

        let namer = ModuleNamer(explicitModules: configuration.explicitModules(workingDirectory: folder))
        #expect(namer.module(forCatalogAt: "Shared/Strings/Localizable.xcstrings") == "Shared")
        #expect(namer.module(forCatalogAt: folder + "/Shared/Strings/Localizable.xcstrings") == "Shared")
        let discovery = CatalogDiscovery(excludedPaths: configuration.excludedPathPrefixes(workingDirectory: folder))
        #expect(discovery.excludedPaths == [folder + "/Vendor", "Vendor"])
    }

    @Test func theDocumentedExampleIsValid() throws {
        let text = try String(contentsOf: Package.root.appendingPathComponent("Docs/configuration.md"), encoding: .utf8)
        let start = try #require(text.range(of: "## A full example\n\n```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let json = String(text[start.upperBound..<end.lowerBound])
        let configuration = try Configuration.decode(Array(json.utf8), path: "configuration.md", directory: "/project", knownRuleIDs: Self.ruleIDs)
        #expect(configuration.languages == ["en", "de"])
        #expect(configuration.moduleOverrides["Trailer"]?.roles?.patterns[.hint]?.map(\.text) == ["trailer.*.tip"])
        #expect(configuration.roles.none?.map(\.text) == ["settings.labelColor.*", "debug.*"])
        #expect(configuration.languageMap.map { [$0.file, $0.catalog] } == [["de-AT", "de"]])
    }

    @Test func defaultsWithoutAFileOrWithAnEmptyOne() throws {
        let defaults = Configuration(directory: "/project")
        let empty = try Configuration.decode(Array("{}".utf8), path: "c.json", directory: "/project", knownRuleIDs: [])
        for configuration in [defaults, empty] {
            #expect(configuration.languages == nil)
            #expect(configuration.requiredLanguages(sourceLanguage: "en") == ["en", "de"])
            #expect(configuration.requiredLanguages(sourceLanguage: "de") == ["de"])
            #expect(!configuration.allStrings)
            #expect(configuration.roles.isEmpty)
            #expect(configuration.modules.isEmpty && configuration.exclude.isEmpty && configuration.ignore.isEmpty)
            #expect(configuration.severity(ofRule: "same-as-source", default: .warning) == .warning)
            #expect(!configuration.isExcluded("x.xcstrings", workingDirectory: "/project"))
        }
    }

    @Test func discoveryWalksUpAndTheNearestFileWins() throws {
        let temporary = try TemporaryFolder()
        let root = temporary.path
        let nested = root + "/a/b/c/d"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        // A folder with the file's name is passed over.
        try FileManager.default.createDirectory(atPath: root + "/a/b/c/.xcstrings-a11y.json", withIntermediateDirectories: true)
        try #"{"languages": ["en", "fr"]}"#.write(toFile: root + "/a/.xcstrings-a11y.json", atomically: true, encoding: .utf8)

        let found = try Configuration.discover(from: nested, knownRuleIDs: Self.ruleIDs)
        #expect(found.path == root + "/a/.xcstrings-a11y.json")
        #expect(found.configuration.languages == ["en", "fr"])
        #expect(found.configuration.directory == root + "/a")

        try #"{"allStrings": true}"#.write(toFile: root + "/a/b/.xcstrings-a11y.json", atomically: true, encoding: .utf8)
        let nearer = try Configuration.discover(from: nested, knownRuleIDs: Self.ruleIDs)
        #expect(nearer.path == root + "/a/b/.xcstrings-a11y.json")
        #expect(nearer.configuration.allStrings && nearer.configuration.languages == nil)

        // `--config` wins over discovery; a relative path starts at the working directory.
        let explicit = try Configuration.resolve(explicitPath: "../../../.xcstrings-a11y.json", workingDirectory: nested, knownRuleIDs: Self.ruleIDs)
        #expect(explicit.path == "../../../.xcstrings-a11y.json")
        #expect(explicit.configuration.languages == ["en", "fr"])
    }

    @Test func discoveryWithoutAFileGivesTheDefaults() throws {
        let temporary = try TemporaryFolder()
        let root = temporary.path
        // Only meaningful when no folder above the temporary one has a configuration.
        var folder = URL(fileURLWithPath: root)
        var hasAncestorFile = false
        while folder.path != "/" {
            folder.deleteLastPathComponent()
            hasAncestorFile = hasAncestorFile || FileManager.default.fileExists(atPath: folder.appendingPathComponent(".xcstrings-a11y.json").path)
        }
        try #require(!hasAncestorFile, "a configuration file above the temporary folder")
        let found = try Configuration.discover(from: root, knownRuleIDs: Self.ruleIDs)
        #expect(found.path == nil)
        #expect(found.configuration.directory == root)
        #expect(found.configuration.languages == nil)
    }

    @Test func aBrokenFileFoundByDiscoveryIsAnError() throws {
        let temporary = try TemporaryFolder()
        let root = temporary.path
        try "{\n  \"allStrings\": 1\n}\n".write(toFile: root + "/.xcstrings-a11y.json", atomically: true, encoding: .utf8)
        #expect(throws: ConfigurationError(path: root + "/.xcstrings-a11y.json", line: 2, column: 17, message: "'allStrings' must be true or false, not a number")) {
            try Configuration.discover(from: root, knownRuleIDs: Self.ruleIDs)
        }
    }
}

/// The configuration is looked up from a path's folder up to its repository root, never above it.
struct RepositoryBoundConfigurationTests {
    @Test func discoveryStopsAtTheRepositoryRoot() throws {
        let temporary = try TemporaryFolder()
        let root = temporary.path
        let nested = root + "/outer/project/Sources/App"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        try #"{"languages": ["en", "ja"]}"#.write(toFile: root + "/outer/.xcstrings-a11y.json", atomically: true, encoding: .utf8)
        let ids: Set<String> = []
        // Outside a repository the file above is found.
        #expect(try Configuration.discover(from: nested, knownRuleIDs: ids).path == root + "/outer/.xcstrings-a11y.json")
        // A `.git` file (a linked worktree, a submodule) makes `project` the repository: the lookup ends there.
        try "gitdir: /elsewhere\n".write(toFile: root + "/outer/project/.git", atomically: true, encoding: .utf8)
        #expect(RepositoryRoot.of(nested, workingDirectory: "/") == root + "/outer/project")
        #expect(RepositoryRoot.of(root + "/outer/project/Sources/App/Localizable.xcstrings", workingDirectory: "/") == root + "/outer/project")
        #expect(try Configuration.discover(from: nested, knownRuleIDs: ids).path == nil)
        // The repository root itself is still searched.
        try #"{"languages": ["en", "fr"]}"#.write(toFile: root + "/outer/project/.xcstrings-a11y.json", atomically: true, encoding: .utf8)
        let found = try Configuration.discover(from: nested, knownRuleIDs: ids)
        #expect(found.path == root + "/outer/project/.xcstrings-a11y.json")
        #expect(found.configuration.languages == ["en", "fr"])
    }
}
