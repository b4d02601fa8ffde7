import CatalogKitLite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written; the file the user had is untouched.
struct FileWriteError: Error, Sendable, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "cannot write \(path): \(reason)" }
}

/// Writes files atomically: the bytes go to a temporary file in the same folder, which is flushed to
/// disk and then renamed over the target. A reader sees the old file or the new one, never half of
/// one; a failed write leaves the old file as it was and removes the temporary file. An existing
/// file keeps its permissions.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Array(text.utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        try write(to: path) { $0.write(bytes: bytes) }
    }

    /// Writes what `produce` writes, streamed: the file's content is never all in memory at once.
    static func write(to path: String, _ produce: (inout DescriptorOutput) -> Void) throws(FileWriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var template = Array((folder + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: errorText()) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        var status = stat()
        let mode: mode_t
        if stat(path, &status) == 0 {
            mode = status.st_mode & 0o7777
        } else {
            // A new file gets the usual permissions, less the user's umask.
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        var output = DescriptorOutput(descriptor: descriptor)
        produce(&output)
        output.flush()
        guard output.failure == 0 else {
            close(descriptor)
            throw FileWriteError(path: path, reason: String(cString: strerror(output.failure)))
        }
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
            let reason = errorText()
            close(descriptor)
            throw FileWriteError(path: path, reason: reason)
        }
        guard close(descriptor) == 0 else { throw FileWriteError(path: path, reason: errorText()) }
        guard rename(temporaryPath, path) == 0 else { throw FileWriteError(path: path, reason: errorText()) }
        succeeded = true
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
