import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on `<baseline>.lock`, held while `--write-baseline` reads, merges and
/// renames: two runs writing one baseline (parallel pre-commit batches, two CI jobs on one
/// checkout) then merge one after the other, and neither loses the other's entries.
///
/// The lock is on a file of its own because the baseline itself is replaced by a rename: a lock on
/// the old file would not stop a run that opens the new one. The lock file is left in place;
/// removing it would let a third run lock a new file while the second still holds the old one.
/// The lock ends when the value is dropped, or with the process.
struct BaselineLock: ~Copyable {
    /// The path of the lock file.
    let path: String
    private let descriptor: Int32

    /// Waits for the lock beside `baseline` (a regular file's path, symbolic links resolved, so
    /// that runs naming the file through different links share one lock).
    init(beside baseline: String) throws(FileWriteError) {
        let lockPath = baseline + ".lock"
        let mask = umask(0)
        umask(mask)
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666 & ~mask)
        guard descriptor >= 0 else {
            throw FileWriteError(path: lockPath, reason: "cannot create the baseline's lock file: \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw FileWriteError(path: lockPath, reason: "cannot lock the baseline: \(reason)")
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
