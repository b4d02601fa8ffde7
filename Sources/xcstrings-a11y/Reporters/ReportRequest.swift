/// One report a run writes: a format and where to (standard output when `path` is `nil`).
///
/// `--format` and `--output` name the main report; each `--report FORMAT:FILE` adds one more from
/// the same run, so CI reads and checks the catalogs once for, say, a terminal log, SARIF and a
/// Markdown summary.
struct ReportRequest: Hashable, Sendable {
    /// The format of the report.
    var format: ReportFormat
    /// The file, or `nil` for standard output.
    var path: String?

    /// Reads `FORMAT:FILE` (`FORMAT:-` for standard output). The format is everything before the
    /// first colon, so a file name may contain colons.
    init(parsing text: String) throws(UsageError) {
        guard let colon = text.firstIndex(of: ":") else {
            throw UsageError("option '--report' needs FORMAT:FILE, e.g. sarif:results.sarif; got '\(text)'")
        }
        let name = String(text[..<colon])
        let file = String(text[text.index(after: colon)...])
        guard let format = ReportFormat(rawValue: name) else {
            throw UsageError("option '--report': unknown format '\(name)'; use one of: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard !file.isEmpty else { throw UsageError("option '--report' needs a file after '\(name):'") }
        self.format = format
        // `-` is standard output, as for `--output`.
        self.path = file == "-" ? nil : file
    }

    /// A report to a path, or to standard output.
    init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }
}
