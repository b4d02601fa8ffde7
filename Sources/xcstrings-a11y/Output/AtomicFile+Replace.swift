import CatalogKitLite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a file was replaced.
enum FileReplacement: Equatable, Sendable {
    /// A new file renamed over the old one (the usual way: a reader sees one or the other).
    case renamed
    /// The old file's own bytes rewritten, because a new file could not be what the old one was:
    /// it has other hard links (a new file would split them), or another owner or group that only
    /// root can give a new file. The reason, for the run to say.
    case inPlace(reason: String)
}

extension AtomicFile {
    /// Replaces the regular file at `path` (a catalog) with `bytes`, but only while it still holds
    /// `expected`: the file is read again right before the new bytes go in, and a file that
    /// changed meanwhile (an editor, a tool that does not take ``CatalogLock``) is left as it is
    /// and the write refused. Anything but a regular file is refused.
    ///
    /// The file stays what it was: its permissions, its owner and group (as root, the new file is
    /// given them), and its hard links. When a new file cannot keep the owner or the links, the
    /// file is rewritten in place instead (``FileReplacement/inPlace(reason:)``): a copy of its old
    /// bytes is written beside it first and removed once the new bytes are flushed, so a crash in
    /// between leaves that copy, never half a catalog alone.
    @discardableResult
    static func replace(_ path: String, with bytes: [UInt8], ifStill expected: [UInt8]) throws(FileWriteError) -> FileReplacement {
        guard case .regularFile(let file) = try OutputTarget.resolve(path) else {
            throw FileWriteError(path: path, reason: "it is not a regular file")
        }
        let checkUnchanged = { () throws(FileWriteError) in
            let current: [UInt8]
            do throws(FileReadError) {
                current = try FileBytes.read(path: file, maximumSize: max(FileBytes.defaultMaximumSize, expected.count + 1))
            } catch {
                throw FileWriteError(path: path, reason: "it can no longer be read (\(error.reason)); it was not overwritten")
            }
            guard current == expected else {
                throw FileWriteError(path: path, reason: "it changed on disk since it was read; it was not overwritten (run the command again)")
            }
        }
        var status = stat()
        guard stat(file, &status) == 0 else { throw FileWriteError(path: path, reason: errorText()) }
        if status.st_nlink > 1 {
            try rewriteInPlace(file, path: path, bytes: bytes, expected: expected, checkUnchanged: checkUnchanged)
            return .inPlace(reason: "it has \(status.st_nlink) hard links, which a new file would split")
        }
        let renamed = try replace(file, path: path, { $0.write(bytes: bytes) }, owner: (status.st_uid, status.st_gid), beforeRename: checkUnchanged)
        guard !renamed else { return .renamed }
        try rewriteInPlace(file, path: path, bytes: bytes, expected: expected, checkUnchanged: checkUnchanged)
        return .inPlace(reason: "it belongs to user \(status.st_uid) and group \(status.st_gid), which a new file of this user cannot keep")
    }

    /// Writes `bytes` over the file's own bytes, `expected` kept in a copy beside it until the
    /// new bytes are flushed.
    private static func rewriteInPlace(
        _ file: String, path: String, bytes: [UInt8], expected: [UInt8], checkUnchanged: () throws(FileWriteError) -> Void
    ) throws(FileWriteError) {
        let backup = try writeCopy(expected, beside: file, path: path)
        let descriptor = open(file, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let reason = errorText()
            unlink(backup)
            throw FileWriteError(path: path, reason: reason)
        }
        defer { close(descriptor) }
        do {
            try checkUnchanged()
        } catch {
            unlink(backup)
            throw error
        }
        if let failure = overwrite(descriptor, with: bytes) {
            // Put the old bytes back; only when that fails too is the copy the user's file.
            guard overwrite(descriptor, with: expected) == nil else {
                throw FileWriteError(path: path, reason: "\(String(cString: strerror(failure))); the file may be damaged: its old content is in \(backup)")
            }
            unlink(backup)
            throw FileWriteError(path: path, reason: "\(String(cString: strerror(failure))); it was left as it was")
        }
        unlink(backup)
    }

    /// `bytes` from offset 0, the file cut to their length and flushed; the `errno` of a failure.
    private static func overwrite(_ descriptor: Int32, with bytes: [UInt8]) -> Int32? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errno }
        let failure = SystemCall.writeAll(descriptor, bytes)
        guard failure == 0 else { return failure }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else { return errno }
        return nil
    }

    /// A flushed copy of `bytes` in a new file beside `file`; its path. Not registered with
    /// ``TemporaryFiles``: a signal during the in-place write must leave it.
    private static func writeCopy(_ bytes: [UInt8], beside file: String, path: String) throws(FileWriteError) -> String {
        let url = URL(fileURLWithPath: file)
        var template = Array((url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".before-import-XXXXXX").utf8)
        template.append(0)
        let descriptor = template.withUnsafeMutableBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkstemp($0.baseAddress!) } }
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: "no copy of the old bytes could be made beside it: \(errorText())") }
        let copy = String(decoding: template.dropLast(), as: UTF8.self)
        let failure = SystemCall.writeAll(descriptor, bytes)
        guard failure == 0, fsync(descriptor) == 0 else {
            let reason = failure != 0 ? String(cString: strerror(failure)) : errorText()
            close(descriptor)
            unlink(copy)
            throw FileWriteError(path: path, reason: "no copy of the old bytes could be made beside it: \(reason)")
        }
        close(descriptor)
        return copy
    }
}

/// An exclusive `flock(2)` on a catalog itself, held while `import` reads it, puts the units in
/// and replaces it: two imports into one catalog then change it one after the other, and neither
/// loses the other's translations (the second reads what the first wrote).
///
/// The lock is on the file, not on a lock file beside it, so that no file is left in the
/// repository. The file is replaced by a rename, so a run that waited on the old file finds, once
/// it has the lock, that the path holds a new file, and locks that one instead. The lock ends when
/// the value is released (keep it with `withExtendedLifetime`), or with the process.
final class CatalogLock {
    private let descriptor: Int32

    /// Waits for the lock on the regular file at `path` (symbolic links resolved). A file system
    /// without `flock` gives no lock; the write still refuses a file that changed since it was read.
    init(_ path: String) throws(FileWriteError) {
        while true {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard descriptor >= 0 else {
                throw FileWriteError(path: path, reason: "cannot open it to lock it: \(AtomicFile.errorText())")
            }
            var result = flock(descriptor, LOCK_EX)
            while result != 0, errno == EINTR { result = flock(descriptor, LOCK_EX) }
            if result != 0 {
                guard errno == ENOLCK || errno == EOPNOTSUPP || errno == ENOSYS else {
                    let reason = AtomicFile.errorText()
                    close(descriptor)
                    throw FileWriteError(path: path, reason: "cannot lock it: \(reason)")
                }
                self.descriptor = descriptor
                return
            }
            var locked = stat(), current = stat()
            if fstat(descriptor, &locked) == 0, stat(path, &current) == 0, locked.st_dev == current.st_dev, locked.st_ino == current.st_ino {
                self.descriptor = descriptor
                return
            }
            // Replaced while this run waited: the lock is on a file nobody reads any more.
            close(descriptor)
        }
    }

    deinit {
        close(descriptor)
    }
}
