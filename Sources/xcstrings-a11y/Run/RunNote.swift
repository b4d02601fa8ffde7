/// A remark about the run itself rather than a catalog: a baseline entry that no longer matches,
/// or the scope of `--changed-since`. Reported at info level; never fails a run.
struct RunNote: Hashable, Sendable {
    /// A stable id, e.g. `stale-baseline-entry`.
    var id: String
    /// The note.
    var message: String
    /// The file it is about (the baseline), when there is one.
    var file: String?
}
