#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `read` and `write`, under names that do not clash with Swift's own, for the few
/// places that must see `errno` (`FileHandle` traps on a closed pipe and hides short reads).
package enum SystemCall {
    /// `read(2)`: reads up to `count` bytes into `buffer`; the number read, 0 at the end, -1 on error.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `pread(2)`: reads up to `count` bytes at `offset` into `buffer`, leaving the file offset
    /// alone; the number read, 0 at the end, -1 on error.
    package static func pread(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, _ offset: Int) -> Int {
        #if canImport(Glibc)
        Glibc.pread(descriptor, buffer, count, off_t(offset))
        #elseif canImport(Musl)
        Musl.pread(descriptor, buffer, count, off_t(offset))
        #else
        Darwin.pread(descriptor, buffer, count, off_t(offset))
        #endif
    }

    /// `write(2)`: writes up to `count` bytes from `buffer`; the number written, -1 on error.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// Writes all of `bytes`, retrying after interruptions and short writes. Returns 0, or the
    /// `errno` of the write that failed.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }
}
