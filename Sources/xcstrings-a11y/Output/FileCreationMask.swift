import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's file-creation mask (umask), which new files' and folders' permissions leave out.
enum FileCreationMask {
    /// The mask, read without changing it where the system allows: on Linux from
    /// `/proc/self/status` ("Umask:"). Elsewhere it is set and restored; for that moment another
    /// thread's new files get the strict mask 077 rather than none (a `umask(0)` would make them
    /// writable by everyone).
    static var current: mode_t {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) {
            return value
        }
        #endif
        lock.lock()
        defer { lock.unlock() }
        let mask = umask(0o077)
        umask(mask)
        return mask
    }

    private static let lock = NSLock()
}
