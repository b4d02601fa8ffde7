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
/// standard error and exits with 2, as any other tool failure does. It uses only `write` and
/// `_exit`, which may be called in a signal handler.
enum AbortReport {
    /// Installs the handler. Call once, at start.
    static func install() {
        let text = "\(ToolInfo.name): error: the run was aborted, most likely because memory ran out; "
            + "a catalog too large for the memory this process may use can be refused before it is read with --max-file-size\n"
        guard let copy = strdup(text) else { return }
        message = copy
        messageLength = strlen(copy)
        signal(SIGABRT) { _ in
            if let message = AbortReport.message { _ = write(2, message, AbortReport.messageLength) }
            _exit(2)
        }
    }

    // Set once by `install` before the handler can run, read only by the handler.
    nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var messageLength = 0
}
