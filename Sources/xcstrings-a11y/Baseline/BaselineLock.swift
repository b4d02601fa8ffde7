import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on the folder that holds the baseline, held while `--write-baseline`
/// reads, merges and renames: two runs writing one baseline (parallel pre-commit batches, two CI jobs
/// on one checkout) then merge one after the other, and neither loses the other's entries.
///
/// The lock is on the folder, not the baseline, because the baseline is replaced by a rename: a lock
/// on the old file would not stop a run that opens the new one. A lock file beside it would do, but
/// would be left in the repository after every run (removing it would let a third run lock a new
/// file while the second still holds the old one); the folder is there anyway and leaves nothing
/// behind. The lock ends when the value is dropped, or with the process.
struct BaselineLock: ~Copyable {
    /// The folder locked.
    let path: String
    private let descriptor: Int32

    /// Waits for the lock of the folder that holds `baseline` (a regular file's path, symbolic links
    /// resolved, so that runs naming the file through different links share one lock).
    init(beside baseline: String) throws(FileWriteError) {
        let folder = (baseline as NSString).deletingLastPathComponent
        let lockPath = folder.isEmpty ? "." : folder
        let descriptor = open(lockPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileWriteError(path: lockPath, reason: "cannot open the baseline's folder to lock it: \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw FileWriteError(path: lockPath, reason: "cannot lock the baseline's folder: \(reason)")
            }
        }
        // Stored only once locked, so a failed lock never reaches `deinit`.
        self.path = lockPath
        self.descriptor = descriptor
    }

    /// Ends the lock (on an error path the end of the scope does the same).
    consuming func release() {}

    deinit {
        close(descriptor)
    }
}
