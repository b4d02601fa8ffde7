import Foundation
import CatalogKitLite

/// The steps between the audit and the reports that decide which findings a run shows:
/// `--write-baseline`, `--baseline` and `--changed-since`, in that order.
///
/// The baseline comes first so that its entries are matched against every finding of the run;
/// `--changed-since` then narrows what is left to the strings a change touched. Writing a baseline
/// also applies it, so the run that writes it shows what later runs will show.
struct FindingFilters: Sendable {
    /// `--baseline FILE`.
    var baselinePath: String?
    /// `--write-baseline FILE`.
    var writeBaselinePath: String?
    /// `--changed-since REV`.
    var changedSince: String?

    /// Reads the options. Throws a ``UsageError`` for options that cannot go together.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        baselinePath = arguments.value("baseline")
        writeBaselinePath = arguments.value("write-baseline")
        changedSince = arguments.value("changed-since")
        if writeBaselinePath != nil, changedSince != nil {
            throw UsageError("'--write-baseline' records every finding and cannot go with '--changed-since', which shows only some")
        }
        for (name, value) in [("baseline", baselinePath), ("write-baseline", writeBaselinePath), ("changed-since", changedSince)] where value?.isEmpty == true {
            throw UsageError("option '--\(name)' needs a non-empty value")
        }
    }

    /// The revision `--changed-since` names, found before the audit; `nil` without the option.
    /// Throws the message for standard error when git cannot answer.
    func changedSince(context: RunContext) throws(FilterError) -> ChangedSince? {
        guard let revision = changedSince else { return nil }
        do {
            return try ChangedSince(revision: revision, context: context)
        } catch {
            throw FilterError(message: Self.message(error))
        }
    }

    private static func message(_ error: GitError) -> String {
        "\(ToolInfo.name): error: \(error)"
    }

    /// Whether any filter needs the repository root.
    var needsRepositoryPaths: Bool { baselinePath != nil || writeBaselinePath != nil }

    /// Applies the filters. Returns the run to report and the notes about it, or throws a message
    /// for standard error (the command then exits with 2).
    func apply(
        to run: AuditRun, changedSince: ChangedSince?, changes: [Result<CatalogChanges?, GitError>], paths: RepositoryPaths,
        context: RunContext
    ) throws(FilterError) -> (AuditRun, [RunNote]) {
        var run = run
        var notes: [RunNote] = []
        var baseline: (Baseline, String)?
        if let path = writeBaselinePath {
            let recorded = Baseline(findings: run.findings, paths: paths)
            // Entries of catalogs this run did not read are kept: a run over a few catalogs must
            // not wipe the baseline of the others.
            let audited = Set(run.catalogs.map { paths.relative($0.loaded.path) })
            let existing = (try? BaselineFile.read(path: path)) ?? Baseline()
            let merged = existing.replacing(files: audited, with: recorded)
            do {
                try BaselineFile.write(merged, to: path)
            } catch {
                throw FilterError(message: "\(ToolInfo.name): error: \(error)")
            }
            Console.error("\(ToolInfo.name): wrote the baseline \(path): \(plural(recorded.findingCount, "finding")) of this run accepted\n")
            baseline = (merged, path)
        } else if let path = baselinePath {
            do {
                baseline = (try BaselineFile.read(path: path), path)
            } catch {
                throw FilterError(message: "\(error)")
            }
        }
        if let (accepted, path) = baseline {
            let match = BaselineMatch(baseline: accepted, baselinePath: path, run: run, paths: paths)
            run = match.run
            notes += match.staleNotes
        }
        if let changedSince {
            do {
                let (filtered, note) = try changedSince.filter(run, changes: changes)
                run = filtered
                notes.append(note)
            } catch {
                throw FilterError(message: Self.message(error))
            }
        }
        return (run, notes)
    }
}
