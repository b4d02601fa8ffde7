import CatalogKitLite

/// The largest catalog file a run reads: `--max-file-size MB`, else the configuration's
/// `maxFileSizeMB`, else 512 MB.
///
/// A file beyond it is refused before a byte is read (an `io-error`, exit status 2), so a 2 GB
/// sparse file or a huge file in a pull request costs nothing, and a run under a memory limit
/// (`ulimit -v`) ends with a message instead of an allocation failure. Reading a catalog takes
/// about 6–15 times its size in memory at the peak (see `Docs/robustness.md`).
enum FileSizeLimit {
    /// The largest limit accepted: 1 TB.
    static let largestMegabytes = Configuration.largestMaxFileSizeMB

    /// `--max-file-size MB`.
    static let option = OptionSpec(
        name: "max-file-size", valueName: "MB",
        help: "Refuse catalog files larger than MB megabytes before reading them. Default: the configuration's maxFileSizeMB, else 512.")

    /// The limit in bytes for a run.
    static func bytes(_ arguments: ParsedArguments, configuration: Int? = nil) throws(UsageError) -> Int {
        if let text = arguments.value(option.name) {
            guard let megabytes = Int(text), (1...largestMegabytes).contains(megabytes) else {
                throw UsageError("option '--max-file-size' needs a whole number of megabytes from 1 to \(largestMegabytes), not '\(text)'")
            }
            return megabytes << 20
        }
        return configuration.map { $0 << 20 } ?? FileBytes.defaultMaximumSize
    }
}
