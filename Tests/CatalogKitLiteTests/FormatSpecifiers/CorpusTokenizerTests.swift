import CatalogKitLite
import Foundation
import Testing

/// Runs the tokenizer and the signature over every string value of the real catalogs in the shared corpus.
///
/// The corpus is found through `XCSTRINGS_A11Y_CORPUS` (the `corpus` folder or its `real` subfolder), else
/// at `../shared/corpus` next to the package root. Without it the suite is skipped, and the skip message
/// says why, instead of passing silently.
@Suite(
    "Real catalogs",
    .enabled(
        if: FormatCorpus.directory != nil,
        "corpus not found: set XCSTRINGS_A11Y_CORPUS or place it at ../shared/corpus"),
    .timeLimit(.minutes(5)))
struct CorpusTokenizerTests {
    @Test("every value tokenizes to ranges that re-join to it; substitutions resolve")
    func everyValue() throws {
        let files = try FormatCorpus.files()
        #expect(files.count >= 100)
        var valueCount = 0
        var specifierSpellings: [String: Int] = [:]
        var literalPercents: [String] = []
        var topLevelDiagnostics: [(value: String, kind: FormatDiagnostic.Kind)] = []
        for file in files {
            let units = try FormatCorpus.units(in: file)
            for unit in units {
                valueCount += 1
                if let problem = FormatTest.brokenInvariant(in: unit.value) {
                    Issue.record("\(file.lastPathComponent): \(unit.value.debugDescription): \(problem)")
                }
                for token in FormatTokenizer.tokenize(unit.value) {
                    switch token.kind {
                    case .specifier(let specifier): specifierSpellings[specifier.typeSpelling, default: 0] += 1
                    case .probableLiteralPercent: literalPercents.append(unit.value)
                    default: break
                    }
                }
                let signature = ArgumentSignature(text: unit.value, substitutions: unit.substitutions)
                let resolutionProblems = signature.diagnostics.filter {
                    switch $0.kind {
                    case .unresolvedSubstitution, .invalidSubstitutionFormatSpecifier, .nestedSubstitution: true
                    default: false
                    }
                }
                #expect(resolutionProblems.isEmpty, "\(file.lastPathComponent): \(unit.value.debugDescription)")
                if !unit.isSubstitutionBranch {
                    topLevelDiagnostics += signature.diagnostics.map { (unit.value, $0.kind) }
                }
            }
        }
        #expect(valueCount > 50_000)
        #expect(specifierSpellings["lld", default: 0] > 100)
        #expect(specifierSpellings["@", default: 0] > 100)
        // The two German traps of the reference are read as literal percents, and, as these strings have
        // no arguments, produce no diagnostic.
        // Real defects the corpus is known to contain are found (Loop, duckduckgo).
        #expect(
            topLevelDiagnostics.contains {
                $0.value == "Версия %1$@ (%$11d)" && $0.kind == .malformedSpecifier(.incomplete, spelling: "%")
            })
        // DuckDuckGo's "*%2$@, %3$@* and others (%d)" mixes numbering, but '%d' reads argument 1 as meant.
        #expect(!topLevelDiagnostics.contains { $0.value.hasPrefix("*%2$@, %3$@* and others (%d)") })
        // `%arg` appears only inside substitution branches, where it is resolved.
        #expect(!topLevelDiagnostics.contains { $0.kind == .argumentPlaceholderOutsideSubstitution })
        for trap in ["zu 100% genau", "bis zu 70% auf"] {
            let value = try #require(literalPercents.first { $0.contains(trap) }, "\(trap)")
            #expect(ArgumentSignature(text: value).diagnostics.isEmpty)
        }
    }
}

/// Finds the corpus and reads string values from catalogs with `JSONSerialization` (tests only).
enum FormatCorpus {
    /// One string value and, if it is a localization's `stringUnit`, that localization's substitutions.
    struct Unit {
        let value: String
        let substitutions: [SubstitutionSpec]
        /// Whether the value is a plural branch of a substitution, where `%arg` is expected.
        let isSubstitutionBranch: Bool
    }

    /// The directory holding the real `.xcstrings` files, or `nil` if absent.
    static let directory: URL? = {
        let manager = FileManager.default
        var candidates: [URL] = []
        if let configured = ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_CORPUS"], !configured.isEmpty {
            let url = URL(fileURLWithPath: configured)
            candidates += [url.appendingPathComponent("real"), url]
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent("../shared/corpus/real").standardizedFileURL)
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }()

    /// All `.xcstrings` files below `directory`, sorted by path.
    static func files() throws -> [URL] {
        let root = try #require(directory)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "xcstrings" }
            .sorted { $0.path < $1.path }
    }

    /// Every `stringUnit` value of a catalog (including plural and substitution branches) and every
    /// `stringSet` value; walked with an explicit stack.
    static func units(in file: URL) throws -> [Unit] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        var units: [Unit] = []
        var stack: [(node: Any, inBranch: Bool)] = [(json, false)]
        while let (node, inBranch) = stack.popLast() {
            if let array = node as? [Any] {
                stack += array.map { ($0, inBranch) }
                continue
            }
            guard let object = node as? [String: Any] else { continue }
            if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                units.append(
                    Unit(value: value, substitutions: substitutions(of: object), isSubstitutionBranch: inBranch))
            }
            if let set = object["stringSet"] as? [String: Any], let values = set["values"] as? [String] {
                units += values.map { Unit(value: $0, substitutions: [], isSubstitutionBranch: inBranch) }
            }
            stack += object.map { key, value in (value, inBranch || key == "substitutions") }
        }
        return units
    }

    private static func substitutions(of localization: [String: Any]) -> [SubstitutionSpec] {
        guard let substitutions = localization["substitutions"] as? [String: Any] else { return [] }
        return substitutions.compactMap { name, body in
            guard let body = body as? [String: Any] else { return nil }
            let variations = (body["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
            let values = variations.keys.sorted().compactMap { category in
                ((variations[category] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
            }
            return SubstitutionSpec(
                name: name, argNum: body["argNum"] as? Int,
                formatSpecifier: body["formatSpecifier"] as? String ?? "", variantValues: values)
        }
    }
}
