import Foundation

/// The job summary of a GitHub Actions step: Markdown appended to the file named by
/// `GITHUB_STEP_SUMMARY`, shown on the run's page.
///
/// Annotations are capped at a few per step, so the summary is where every finding is listed: it is
/// the Markdown report (counts, coverage table, findings by module and rule). GitHub accepts at most
/// 1 MiB per step, so a longer report is cut at a line and says so.
enum GitHubStepSummary {
    /// GitHub's limit per step.
    static let byteLimit = 1_048_576

    /// Appends `markdown` to the summary file when the environment names one. Returns an error
    /// message when the file cannot be written (the run's result does not change: GitHub itself
    /// does not fail a step over its summary).
    static func append(_ markdown: String, environment: [String: String]) -> String? {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
        let text = limited(markdown)
        guard let handle = FileHandle(forWritingAtPath: path) ?? create(path) else {
            return "\(ToolInfo.name): warning: cannot write the job summary to \(path)"
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            return "\(ToolInfo.name): warning: cannot write the job summary to \(path): \(error)"
        }
        return nil
    }

    /// The report cut to the limit at a line break, with a note, when it is longer.
    static func limited(_ markdown: String) -> String {
        let note = "\n\n_The report is longer than GitHub's job summary limit; the rest is cut. Use `--report markdown:FILE` for all of it._\n"
        guard markdown.utf8.count > byteLimit else { return markdown }
        var kept = ""
        var size = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let lineSize = line.utf8.count + 1
            if size + lineSize > byteLimit - note.utf8.count { break }
            kept += line + "\n"
            size += lineSize
        }
        return kept + note
    }

    private static func create(_ path: String) -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }
}
