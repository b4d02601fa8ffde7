import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished child process.
struct Measured {
    /// Wall time from spawning to reaping, in seconds.
    var seconds: Double
    /// User plus system CPU time, in seconds.
    var cpuSeconds: Double
    /// Peak resident set size in bytes (`ru_maxrss` from `wait4`).
    var peakRSS: Int
    /// The exit status, or 128 + the signal number.
    var status: Int32
}

/// Starts a program with `posix_spawnp`, its standard output going to a file (or `/dev/null`), and
/// reaps it with `wait4`, which gives the child's own CPU time and peak memory.
///
/// On Linux a child's `ru_maxrss` is never below the peak of the process that started it, so this
/// process never reads a catalog or a report itself; it stays at a few tens of MB.
enum Spawn {
    static func run(_ arguments: [String], stdout path: String = "/dev/null") throws -> Measured {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let error = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environment)
        guard error == 0 else {
            throw BenchmarkError("cannot start \(arguments[0]): \(String(cString: strerror(error)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = start.duration(to: .now)
        let signal = status & 0x7F
        return Measured(
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            cpuSeconds: usage.ru_utime.seconds + usage.ru_stime.seconds,
            peakRSS: maxRSSBytes(usage),
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
    }

    /// The peak memory of this process, the least a child can report on Linux.
    static var ownPeakRSS: Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return maxRSSBytes(usage)
    }

    /// `ru_maxrss` is in KiB on Linux and in bytes on macOS.
    private static func maxRSSBytes(_ usage: rusage) -> Int {
        #if canImport(Glibc)
        Int(usage.ru_maxrss) * 1024
        #else
        Int(usage.ru_maxrss)
        #endif
    }

    private static var environment: UnsafePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Glibc)
        UnsafePointer(environ)
        #else
        UnsafePointer(_NSGetEnviron().pointee)
        #endif
    }
}

extension timeval {
    var seconds: Double { Double(tv_sec) + Double(tv_usec) / 1e6 }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
