import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a catalog can be read within the address space the process may use (`ulimit -v`).
///
/// Reading a catalog builds its model, which takes several times the file's size; under a limit
/// too small for it an allocation fails deep in the runtime, which aborts. So before a catalog is
/// read its need is estimated from its size (``bytesPerCatalogByte``, measured: see
/// `Docs/robustness.md`) and compared with what the limit leaves; a catalog that cannot fit is an
/// `io-error` with a message, the run goes on, and the exit status is 2. Without a limit (the usual
/// case, and always on macOS, which does not enforce one) nothing is checked.
package enum MemoryBudget {
    /// Address space a catalog's reading and audit take, per byte of the file, at the peak: the
    /// mapped file and the model. Measured on the release build (about 2–2.5
    /// per byte, see `Docs/robustness.md`), rounded up.
    static let bytesPerCatalogByte = 4

    /// Why a file of `size` bytes cannot be read within the limit, or `nil` when it can (or there
    /// is no limit).
    package static func refusal(size: Int) -> String? {
        guard size > 0, let limit = addressSpaceLimit(), let used = addressSpaceInUse() else { return nil }
        let (need, overflow) = size.multipliedReportingOverflow(by: bytesPerCatalogByte)
        guard overflow || used + need > limit else { return nil }
        let megabyte = 1 << 20
        return "reading it needs about \(overflow ? Int.max / megabyte : need / megabyte) MB of memory, and the process may use \(limit / megabyte) MB (ulimit -v) of which \(used / megabyte) MB are in use; it is not read"
    }

    /// The address-space limit (`ulimit -v`) in bytes, or `nil` when there is none.
    static func addressSpaceLimit() -> Int? {
        #if canImport(Glibc)
        var limit = rlimit()
        // RLIM_INFINITY is all ones; any value beyond Int.max is as good as none.
        guard getrlimit(RLIMIT_AS_VALUE, &limit) == 0, limit.rlim_cur < UInt64(Int.max) else { return nil }
        return Int(limit.rlim_cur)
        #else
        return nil
        #endif
    }

    /// The address space the process uses now, in bytes (Linux: `/proc/self/statm`).
    static func addressSpaceInUse() -> Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").first.flatMap({ Int($0) }) else { return nil }
        return pages * Int(getpagesize())
        #else
        return nil
        #endif
    }
}

#if canImport(Glibc)
/// `RLIMIT_AS`, whose type differs between the C libraries.
private let RLIMIT_AS_VALUE = __rlimit_resource_t(RLIMIT_AS.rawValue)
#endif

/// What the run is reading, for a message when memory runs out: the command's abort handler names
/// the Swift sources or the catalogs, and suggests what helps for that kind of file.
///
/// Written by the thread that starts each phase and read only by a signal handler, which cannot
/// take a lock: a plain word, whose worst case is a message about the phase just started.
package enum ReadingPhase {
    /// Whether the Swift sources are being read (else catalogs, or nothing yet).
    nonisolated(unsafe) package static var isReadingSwiftSources = false
}
