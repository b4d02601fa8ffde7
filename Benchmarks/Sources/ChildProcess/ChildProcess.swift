import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished child process: how long it took, its CPU time and peak memory, and what it printed.
public struct ChildRun: Sendable {
    /// Wall time from spawning to reaping, in seconds.
    public var seconds: Double
    /// User plus system CPU time, in seconds.
    public var cpuSeconds: Double
    /// Peak resident set size in bytes (`ru_maxrss` from `wait4`).
    public var peakRSS: Int
    /// The exit status, or 128 + the signal number when the child was killed.
    public var status: Int32
    /// Standard output, when it was captured.
    public var output: String

    /// The `name=value` lines of the output.
    public var values: [String: String] {
        var values: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }
}

/// Why a child process could not be started.
public struct ChildProcessError: Error, CustomStringConvertible {
    public var description: String
}

/// Starts programs with `posix_spawnp` and reaps them with `wait4`, which returns the child's own
/// resource usage, so each measurement gets its own peak memory with no bookkeeping of deltas. Both
/// benchmarks of this package time their cases through it.
///
/// On Linux a child's `ru_maxrss` is at least the peak of the process that started it (the kernel
/// carries the parent's high-water mark through `exec`), so the parent must stay small: it never
/// generates or parses catalogs itself. ``floorRSS`` tells how small it is.
public enum ChildProcess {
    /// Where a child's standard output goes.
    public enum Output: Sendable {
        /// Into ``ChildRun/output``.
        case capture
        /// To `/dev/null`.
        case discard
        /// Into a file, created or truncated.
        case file(String)
    }

    /// Runs `arguments` (the first is looked up in `PATH`) with its standard output going where
    /// `output` says. Standard error goes to ours.
    public static func run(_ arguments: [String], output: Output = .capture) throws -> ChildRun {
        let captures: Bool
        if case .capture = output { captures = true } else { captures = false }
        var pipe: [Int32] = [-1, -1]
        if captures {
            guard Glue.pipe(&pipe) == 0 else { throw ChildProcessError(description: "pipe failed: \(String(cString: strerror(errno)))") }
        }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch output {
        case .capture:
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            posix_spawn_file_actions_addclose(&actions, pipe[1])
        case .discard:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        var pid: pid_t = 0
        let start = ContinuousClock.now
        let spawnError = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environment)
        if captures { close(pipe[1]) }
        guard spawnError == 0 else {
            if captures { close(pipe[0]) }
            throw ChildProcessError(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawnError)))")
        }
        let printed = captures ? readAll(pipe[0]) : Data()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = start.duration(to: .now)

        let signal = status & 0x7F
        return ChildRun(
            seconds: elapsed.seconds,
            cpuSeconds: usage.ru_utime.seconds + usage.ru_stime.seconds,
            peakRSS: maxRSSBytes(usage),
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            output: String(decoding: printed, as: UTF8.self))
    }

    /// The peak memory of this (parent) process, the least a child can report on Linux.
    public static var floorRSS: Int {
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

    private static func readAll(_ descriptor: Int32) -> Data {
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress!, $0.count) }
            if count > 0 { data.append(contentsOf: chunk[..<count]) } else if count == 0 || errno != EINTR { return data }
        }
    }

    private static var environment: UnsafePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Glibc)
        UnsafePointer(environ)
        #else
        UnsafePointer(_NSGetEnviron().pointee)
        #endif
    }
}

/// C functions under names that do not clash with Swift's or Foundation's.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    static func pipe(_ descriptors: inout [Int32]) -> Int32 {
        #if canImport(Glibc)
        Glibc.pipe(&descriptors)
        #else
        Darwin.pipe(&descriptors)
        #endif
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

extension timeval {
    /// The time in seconds.
    var seconds: Double { Double(tv_sec) + Double(tv_usec) / 1e6 }
}
