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
    /// `--force`: `--write-baseline` starts over instead of merging with the file that is there.
    var force = false

    /// Reads the options. Throws a ``UsageError`` for options that cannot go together.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        baselinePath = arguments.value("baseline")
        writeBaselinePath = arguments.value("write-baseline")
        changedSince = arguments.value("changed-since")
        force = arguments.flag("force")
        if force, writeBaselinePath == nil {
            throw UsageError("'--force' starts a new baseline and goes only with '--write-baseline FILE'")
        }
        if writeBaselinePath == "-" {
            throw UsageError("'--write-baseline' needs a file: the baseline is merged with the file's entries, so it cannot be standard output")
        }
        if writeBaselinePath != nil, changedSince != nil {
            throw UsageError("'--write-baseline' records every finding and cannot go with '--changed-since', which shows only some")
        }
        for (name, value) in [("baseline", baselinePath), ("write-baseline", writeBaselinePath), ("changed-since", changedSince)] where value?.isEmpty == true {
            throw UsageError("option '--\(name)' needs a non-empty value")
        }
    }

    /// The revision `--changed-since` names in the repository of each scope of `pipeline`, found
    /// before the audit; empty without the option. Throws the message for standard error when git
    /// cannot answer.
    func changedSince(pipeline: AuditPipeline, context: RunContext) throws(FilterError) -> [ChangedSince] {
        guard let revision = changedSince else { return [] }
        do {
            return try pipeline.changedSince(revision, context: context)
        } catch {
            throw FilterError(message: Self.message(error))
        }
    }

    private static func message(_ error: GitError) -> String {
        "\(ToolInfo.name): error: \(error)"
    }

    /// Merges `recorded` into the baseline at `path` and writes it, under the lock beside it.
    /// Returns what was written.
    ///
    /// A baseline that is there but cannot be read, does not parse or has another version is
    /// never rewritten: merging would keep nothing of it, and the entries of every catalog this
    /// run did not audit would vanish without a word. `--force` starts over on purpose.
    private func writeBaseline(_ recorded: Baseline, replacing audited: Set<String>, at path: String) throws(FilterError) -> Baseline {
        do {
            let target = try OutputTarget.resolve(path)
            guard case .regularFile(let file) = target else {
                // A device or FIFO has no entries to merge; it is written (in place) only when
                // asked to start over.
                guard force else {
                    throw FilterError(message: "\(ToolInfo.name): error: cannot write the baseline \(path): it is not a regular file, so there is nothing to merge with; add --force to write this run's findings alone")
                }
                try BaselineFile.write(recorded, to: path)
                return recorded
            }
            let lock = try BaselineLock(beside: file)
            var existing = Baseline()
            if !force, FileManager.default.fileExists(atPath: file) {
                do {
                    existing = try BaselineFile.read(path: path)
                } catch {
                    throw FilterError(message: "\(error)\n\(ToolInfo.name): error: the baseline \(path) was not rewritten, so that none of its entries are lost; fix it, or add --force to replace it with this run's findings alone")
                }
            }
            let merged = existing.replacing(files: audited, with: recorded)
            try BaselineFile.write(merged, to: path)
            lock.release()
            return merged
        } catch let error as FilterError {
            throw error
        } catch {
            throw FilterError(message: "\(ToolInfo.name): error: \(error)")
        }
    }

    /// Whether any filter needs the repository root.
    var needsRepositoryPaths: Bool { baselinePath != nil || writeBaselinePath != nil }

    /// What the filters did besides the run they leave.
    struct Outcome: Sendable {
        /// Notes about the run: stale baseline entries, the scope of `--changed-since`.
        var notes: [RunNote] = []
        /// What the baseline hid; `nil` when the run had no baseline.
        var baseline: ReportFormat.BaselineCount?
    }

    /// Applies the filters. Returns the run to report and what the filters did, or throws a
    /// message for standard error (the command then exits with 2). `changedSince` holds the
    /// revision per scope (empty without `--changed-since`), `changes` what changed per catalog path,
    /// `configurations` the configuration files in effect (absolute).
    func apply(
        to run: AuditRun, changedSince: [ChangedSince], changes: [String: Result<CatalogChanges?, GitError>], paths: RepositoryPaths,
        configurations: [String] = [], context: RunContext
    ) throws(FilterError) -> (AuditRun, Outcome) {
        var run = run
        var outcome = Outcome()
        var baseline: (Baseline, String)?
        if let path = writeBaselinePath {
            let recorded = Baseline(findings: run.findings, paths: paths)
            // Entries of catalogs this run did not read are kept: a run over a few catalogs must
            // not wipe the baseline of the others.
            let audited = Set(run.catalogs.map { paths.relative($0.loaded.path) } + run.sources.map { paths.relative($0.path) })
            let merged = try writeBaseline(recorded, replacing: audited, at: path)
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
            outcome.notes += match.staleNotes
            outcome.baseline = ReportFormat.BaselineCount(hidden: match.hidden, path: path, byCatalog: match.hiddenByCatalog)
        }
        if !changedSince.isEmpty {
            do {
                let (filtered, note) = try ChangedSince.filter(
                    run, changes: changes, revisions: changedSince, configurations: configurations, workingDirectory: context.currentDirectory)
                run = filtered
                outcome.notes.append(note)
            } catch {
                throw FilterError(message: Self.message(error))
            }
        }
        return (run, outcome)
    }
}
