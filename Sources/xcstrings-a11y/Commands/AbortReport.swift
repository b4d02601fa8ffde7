import CatalogKitLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns an abort (`SIGABRT`) into exit status 2 with a message.
///
/// The Swift runtime and the C library abort when memory cannot be had ("failed to allocate",
/// "Could not allocate memory"): under `ulimit -v` a catalog whose model does not fit ended the
/// run by a signal, which CI shows as a crash. The tool's own large buffers report a failed
/// allocation as an `io-error`; for every other allocation this handler writes one line to
/// standard error and exits with 2, as any other tool failure does. The line says what was being
/// read (``ReadingPhase``): a catalog can be refused with --max-file-size, a Swift file is left out
/// with `sources.exclude`. It uses only `write` and `_exit`, which may be called in a signal handler.
enum AbortReport {
    /// Installs the handler. Call once, at start.
    static func install() {
        let prefix = "\(ToolInfo.name): error: the run was aborted, most likely because memory ran out"
        let catalogs = prefix + " while reading the catalogs; "
            + "a catalog too large for the memory this process may use can be refused before it is read with --max-file-size\n"
        let sources = prefix + " while reading the Swift sources; "
            + "leave a file out with sources.exclude in .xcstrings-a11y.json, read none with --no-sources, or allow more memory (ulimit -v)\n"
        guard let catalogCopy = strdup(catalogs), let sourceCopy = strdup(sources) else { return }
        catalogMessage = (catalogCopy, strlen(catalogCopy))
        sourceMessage = (sourceCopy, strlen(sourceCopy))
        signal(SIGABRT) { _ in
            let (text, length) = ReadingPhase.isReadingSwiftSources ? AbortReport.sourceMessage : AbortReport.catalogMessage
            if let text { _ = write(2, text, length) }
            _exit(2)
        }
    }

    // Set once by `install` before the handler can run, read only by the handler.
    nonisolated(unsafe) private static var catalogMessage: (UnsafeMutablePointer<CChar>?, Int) = (nil, 0)
    nonisolated(unsafe) private static var sourceMessage: (UnsafeMutablePointer<CChar>?, Int) = (nil, 0)
}
