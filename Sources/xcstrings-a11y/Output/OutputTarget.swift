import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a file the tool writes really goes, decided before a byte is written.
///
/// Only a regular file (or a path where nothing is yet) is replaced by renaming a temporary file
/// over it. Renaming over `/dev/null`, a FIFO or `/dev/stdout` would put a regular file in its
/// place, and every later `> /dev/null` of that container would fill a file; so those are opened
/// and written in place. A symbolic link is never replaced: the file it leads to is.
enum OutputTarget: Equatable, Sendable {
    /// A descriptor the process already has: `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or
    /// `/proc/self/fd/N`. Written on the descriptor itself, as a shell's `>/dev/stdout` does:
    /// opening the name again would start at offset 0 of a file the shell appends to.
    case descriptor(Int32)
    /// A character device, FIFO or socket, at this path: opened and written in place.
    case inPlace(String)
    /// A regular file, or nothing yet, at this path (symbolic links resolved): replaced atomically.
    case regularFile(String)

    /// Decides where `path` goes. Throws for an empty path, a folder, a block device, a link that
    /// leads nowhere, and an existing file without write permission (which is left as it is,
    /// never replaced: a read-only file is somebody's decision).
    static func resolve(_ path: String) throws(FileWriteError) -> OutputTarget {
        guard !path.isEmpty else { throw FileWriteError(path: path, reason: "empty path; name a file, or '-' for standard output") }
        if let descriptor = descriptorNumber(path) { return .descriptor(descriptor) }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return .regularFile(path) }
            throw FileWriteError(path: path, reason: errorText())
        }
        var resolved = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &status) == 0 else {
                let reason = errno == ENOENT ? "a symbolic link to a file that does not exist; the link is left as it is" : errorText()
                throw FileWriteError(path: path, reason: reason)
            }
            if status.st_mode & S_IFMT == S_IFREG {
                guard let real = realpath(path, nil) else { throw FileWriteError(path: path, reason: errorText()) }
                resolved = String(cString: real)
                free(real)
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            // As root, access(2) allows everything: a file nobody may write (0444) is refused on
            // its mode too.
            guard access(resolved, W_OK) == 0, status.st_mode & 0o222 != 0 else {
                throw FileWriteError(path: path, reason: "the file is read-only (no write permission); it is left as it is")
            }
            return .regularFile(resolved)
        case S_IFCHR, S_IFIFO, S_IFSOCK:
            return .inPlace(path)
        case S_IFDIR:
            throw FileWriteError(path: path, reason: "it is a folder")
        default:
            throw FileWriteError(path: path, reason: "it is a block device, not a file; nothing was written")
        }
    }

    /// The descriptor a name stands for: `/dev/stdout` 1, `/dev/stderr` 2, `/dev/fd/N` and
    /// `/proc/self/fd/N` N; `nil` for any other path.
    static func descriptorNumber(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let digits = path.dropFirst(prefix.count)
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int32(digits), number >= 0 else { return nil }
                return number
            }
            return nil
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
