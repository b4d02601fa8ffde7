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
        // Sized to what fstat reports and left uninitialised: `read` fills it, so the bytes are
        // written once. A file that grew since fstat is found by the probe below; one that shrank
        // simply ends early.
        let expected = max(Int(status.st_size), 0)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initializedCount in
            initializedCount = fill(descriptor, buffer.baseAddress, count: expected, failure: &failure)
        }
        if failure != 0 { throw FileReadError(path: path, reason: errorText(failure)) }
        guard bytes.count == expected else { return bytes }
        // The array is exactly full: find the end of the file with a small buffer instead of
        // growing (and copying) the whole array, so a file that did not grow costs nothing more.
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: probeSize) { probe throws(FileReadError) in
            while true {
                let count = fill(descriptor, probe.baseAddress, count: probeSize, failure: &failure)
                if failure != 0 { throw FileReadError(path: path, reason: errorText(failure)) }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: probe[..<count]))
                if count < probeSize { return }
            }
        }
        return bytes
    }

    /// How much is read at a time after the size fstat reported.
    static let probeSize = 16_384

    /// Reads until `count` bytes are in `buffer` or the file ends; returns how many were read.
    /// On an error other than an interruption, sets `failure` to `errno` and returns what was read.
    static func fill(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, count: Int, failure: inout Int32) -> Int {
        guard let buffer, count > 0 else { return 0 }
        var filled = 0
        while filled < count {
            let result = Glue.read(descriptor, buffer + filled, count - filled)
            if result < 0 {
                if errno == EINTR { continue }
                failure = errno
                return filled
            }
            if result == 0 { break }
            filled += result
        }
        return filled
    }

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
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
