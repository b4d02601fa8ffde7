import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files of atomic writes in progress, removed when SIGINT, SIGTERM or SIGHUP ends
/// the process.
///
/// A report of a large run is tens of megabytes; a CI job cancelled during the write must not
/// leave `.report.sarif.tmp-*` behind. A signal handler may only call async-signal-safe functions,
/// so everything it needs is ready before the signal: the paths are C strings in fixed buffers, one
/// per slot of a fixed table, allocated once and reused (never freed, so a handler on another thread
/// cannot read freed memory, and nothing is lost per write when the tool runs in-process many
/// times, as the report fuzz target does), and the handler only
/// reads the table, calls `unlink(2)`, restores the default action and raises the signal again, so
/// the process ends as the signal intended (the shell sees "killed by SIGTERM", status 143).
enum TemporaryFiles {
    /// How many writes can be in progress at once with their temporary file registered; the
    /// tool writes its reports one after the other, so a handful would do.
    static let capacity = 64

    /// A registered temporary path.
    struct Registration: Sendable {
        fileprivate let slot: Int
        /// The path as a C string, for `mkstemp(3)` to fill in and for the handler to unlink.
        nonisolated(unsafe) let cPath: UnsafeMutablePointer<CChar>
    }

    /// Registers a `mkstemp(3)` template (`…XXXXXX`), before the file exists, so that no moment
    /// remains where the file exists and a signal would leave it. `mkstemp` fills in the same
    /// memory the handler reads. `nil` when the table is full or memory is short: the write goes
    /// on, without clean-up on a signal.
    static func register(template: String) -> Registration? {
        let bytes = template.utf8CString
        guard bytes.count <= bufferSize else { return nil }
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<capacity where table[slot] == nil {
            let cPath = buffers + slot * bufferSize
            bytes.withUnsafeBufferPointer { source in
                cPath.update(from: source.baseAddress!, count: source.count)
            }
            table[slot] = cPath
            // Only now: the handler must never be the first to touch `table` (lazy
            // initialisation is not async-signal-safe).
            installHandlersOnce()
            return Registration(slot: slot, cPath: cPath)
        }
        return nil
    }

    /// Forgets a temporary file that was renamed or removed. Its buffer is kept for the next write
    /// (see above).
    static func unregister(_ registration: Registration) {
        lock.lock()
        table[registration.slot] = nil
        lock.unlock()
    }

    // MARK: - Private

    private static let lock = NSLock()
    /// The room of one slot's path, terminating NUL included; a longer template is not registered.
    private static let bufferSize = Int(PATH_MAX) + 1
    /// `capacity` buffers of `bufferSize` bytes, one per slot, allocated once.
    nonisolated(unsafe) private static let buffers: UnsafeMutablePointer<CChar> = {
        let buffers = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * bufferSize)
        buffers.initialize(repeating: 0, count: capacity * bufferSize)
        return buffers
    }()
    /// The table the handler reads: `capacity` pointers, `nil` where no write is in progress.
    nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    nonisolated(unsafe) private static var handlersInstalled = false

    /// Installs the handler (under `lock`, after `table` exists). A signal the process inherited as
    /// ignored (`nohup`) stays ignored.
    private static func installHandlersOnce() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(signalNumber, removeTemporaryFilesAndRaise)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(signalNumber, SIG_IGN)
            }
        }
    }

    /// The handler: only async-signal-safe calls.
    private static let removeTemporaryFilesAndRaise: @convention(c) (Int32) -> Void = { signalNumber in
        for slot in 0..<TemporaryFiles.capacity {
            if let path = TemporaryFiles.table[slot] { unlink(path) }
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
