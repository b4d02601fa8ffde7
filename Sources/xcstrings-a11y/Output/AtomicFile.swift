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

    var description: String { path.isEmpty ? "cannot write: \(reason)" : "cannot write \(path): \(reason)" }
}

/// Writes files atomically: the bytes go to a temporary file in the same folder, which is flushed to
/// disk and then renamed over the target. A reader sees the old file or the new one, never half of
/// one; a failed write leaves the old file as it was and removes the temporary file, and so does
/// SIGINT, SIGTERM or SIGHUP during the write (``TemporaryFiles``). An existing file keeps its
/// permissions.
///
/// Only regular files are replaced so (``OutputTarget``): a device, FIFO or socket is written in
/// place, `/dev/stdout` and its kin on their descriptor, and a symbolic link is never replaced but
/// the file it leads to is. A file without write permission is refused.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Array(text.utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        try write(to: path) { $0.write(bytes: bytes) }
    }

    /// Writes what `produce` writes, streamed: the file's content is never all in memory at once.
    static func write(to path: String, _ produce: (inout DescriptorOutput) -> Void) throws(FileWriteError) {
        switch try OutputTarget.resolve(path) {
        case .descriptor(let descriptor):
            guard fcntl(descriptor, F_GETFD) != -1 else { throw FileWriteError(path: path, reason: "descriptor \(descriptor) is not open") }
            try writeAll(to: descriptor, path: path, produce)
        case .inPlace(let device):
            let descriptor = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileWriteError(path: path, reason: errorText()) }
            var status = stat()
            // The path was checked before it was opened; if a regular file took the device's place
            // meanwhile, it is not written in place either.
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFREG else {
                close(descriptor)
                throw FileWriteError(path: path, reason: "it changed from a device to a regular file while being opened")
            }
            do {
                try writeAll(to: descriptor, path: path, produce)
            } catch {
                close(descriptor)
                throw error
            }
            guard close(descriptor) == 0 else { throw FileWriteError(path: path, reason: errorText()) }
        case .regularFile(let file):
            try replace(file, path: path, produce)
        }
    }

    /// Writes to a descriptor that stays open.
    private static func writeAll(to descriptor: Int32, path: String, _ produce: (inout DescriptorOutput) -> Void) throws(FileWriteError) {
        var output = DescriptorOutput(descriptor: descriptor)
        produce(&output)
        output.flush()
        guard output.failure == 0 else { throw FileWriteError(path: path, reason: String(cString: strerror(output.failure))) }
    }

    /// Replaces the regular file `file` (a symbolic link `path` resolved) through a temporary file
    /// beside it; errors name `path`, as the user gave it. With `owner`, the new file gets that
    /// owner and group; when it cannot (only root may give a file away), nothing is written and the
    /// result is `false`.
    @discardableResult
    static func replace(
        _ file: String, path: String, _ produce: (inout DescriptorOutput) -> Void, owner: (user: uid_t, group: gid_t)? = nil,
        beforeRename: () throws(FileWriteError) -> Void = {}
    ) throws(FileWriteError) -> Bool {
        let url = URL(fileURLWithPath: file)
        let folder = url.deletingLastPathComponent().path
        guard let registration = TemporaryFiles.register(template: folder + "/." + url.lastPathComponent + ".tmp-XXXXXX") else {
            throw FileWriteError(path: path, reason: "no temporary file could be prepared (out of memory, or too many writes at once)")
        }
        defer { TemporaryFiles.unregister(registration) }
        let descriptor = mkstemp(registration.cPath)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: errorText()) }
        let temporaryPath = String(cString: registration.cPath)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        if let owner, owner.user != geteuid() || owner.group != getegid(), fchown(descriptor, owner.user, owner.group) != 0 {
            close(descriptor)
            return false
        }
        var status = stat()
        let mode: mode_t
        if stat(file, &status) == 0 {
            mode = status.st_mode & 0o7777
        } else {
            // A new file gets the usual permissions, less the user's umask.
            mode = 0o666 & ~FileCreationMask.current
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
        try beforeRename()
        guard rename(temporaryPath, file) == 0 else { throw FileWriteError(path: path, reason: errorText()) }
        succeeded = true
        return true
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
