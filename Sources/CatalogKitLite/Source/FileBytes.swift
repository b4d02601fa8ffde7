#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path that was to be read.
    public var path: String
    /// What went wrong, e.g. "No such file or directory" or "is a directory".
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot read <path>: <reason>`.
    public var description: String { "cannot read \(path): \(reason)" }
}

/// Reads whole files as bytes, safely: only regular files, never blocking on a FIFO or a device.
public enum FileBytes {
    /// Reads the whole file at `path`.
    ///
    /// The file is opened without blocking and checked to be a regular file before anything is read,
    /// so a FIFO or a device named like a catalog cannot hang the tool, and a directory gets a clear
    /// message. A file that vanishes between discovery and reading is an error like any other.
    public static func read(path: String) throws(FileReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReadError(path: path, reason: lastErrorText()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileReadError(path: path, reason: lastErrorText()) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw FileReadError(path: path, reason: type == S_IFDIR ? "it is a directory" : "it is not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0))
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file grew since fstat (or reports no size): read on in chunks.
                bytes.append(contentsOf: repeatElement(0, count: max(65_536, bytes.count / 2)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glue.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, reason: lastErrorText())
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}

/// The C library's functions under names that do not clash with Swift's.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
