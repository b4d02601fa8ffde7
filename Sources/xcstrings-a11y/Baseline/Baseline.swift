import CatalogKitLite

/// The findings a project has accepted for now: `--write-baseline FILE` records them, `--baseline
/// FILE` hides them from later runs, so an old project can adopt the tool and fail only on new
/// problems.
///
/// Entries are matched by ``FindingIdentity`` (rule, catalog path relative to the repository root,
/// key, language, variation path) with a count, never by line: moving a string does not
/// resurrect its finding, and a second finding of the same kind on the same string is still
/// reported. The file is JSON, sorted, without dates or line numbers, so re-writing it for an
/// unchanged project gives the same bytes. `Docs/baseline.md` describes the format.
struct Baseline: Hashable, Sendable {
    /// The current version of the file format.
    static let formatVersion = 1

    /// How many findings of each identity are accepted.
    var counts: [FindingIdentity: Int]

    /// A baseline from counts.
    init(counts: [FindingIdentity: Int] = [:]) {
        self.counts = counts.filter { $0.value > 0 }
    }

    /// The baseline that accepts exactly the findings given.
    init(findings: [Finding], paths: RepositoryPaths) {
        var counts: [FindingIdentity: Int] = [:]
        for finding in findings { counts[FindingIdentity(finding, paths: paths), default: 0] += 1 }
        self.init(counts: counts)
    }

    /// How many findings the baseline accepts.
    var findingCount: Int { counts.values.reduce(0, Self.saturatingSum) }

    /// `a + b`, or `Int.max` where that would overflow: counts come from files a person can edit.
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : sum
    }

    /// The baseline with the entries of `files` replaced by `other`'s; entries of other catalogs
    /// stay, so writing a baseline from a run over some catalogs keeps the rest.
    func replacing(files: Set<String>, with other: Baseline) -> Baseline {
        var merged = counts.filter { !files.contains($0.key.file) }
        for (identity, count) in other.counts { merged[identity] = count }
        return Baseline(counts: merged)
    }

    /// The file's text: entries sorted by file, key, language, variation path and rule.
    func rendered() -> String {
        let entries = counts.keys.sorted().map { identity in
            JSONOutput.object([
                ("rule", .string(identity.rule)),
                ("file", .string(identity.file)),
                ("key", .string(identity.key)),
                ("language", .string(identity.language)),
                ("variationPath", .string(identity.variationPath)),
                ("count", .integer(counts[identity] ?? 0)),
            ])
        }
        return JSONOutput.object([
            ("tool", .string(ToolInfo.name)),
            ("version", .integer(Self.formatVersion)),
            ("findings", .array(entries)),
        ]).rendered() + "\n"
    }
}
