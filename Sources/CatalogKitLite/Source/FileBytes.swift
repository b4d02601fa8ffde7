import Foundation
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

    /// The file is larger than the limit set for it: it is refused before it is read.
    static func tooLarge(_ path: String, size: Int, limit: Int) -> FileReadError {
        FileReadError(path: path, reason: "it is \(megabytes(size)) MB, more than the limit of \(megabytes(limit)) MB for one file; it is not read")
    }

    /// Bytes as whole megabytes (2^20 bytes), rounded up.
    private static func megabytes(_ bytes: Int) -> Int {
        bytes / 1_048_576 + (bytes % 1_048_576 == 0 ? 0 : 1)
    }
}

/// Reads whole files as bytes, safely: only regular files, never blocking on a FIFO or a device.
public enum FileBytes {
    /// The default limit on the size of a file read: 512 MB, far beyond any real catalog (the largest
    /// seen is under 200 MB) or configuration, and far below what a 2 GB sparse file would cost.
    public static let defaultMaximumSize = 512 << 20

    /// Reads the whole file at `path`.
    ///
    /// The file is opened without blocking and checked to be a regular file before anything is read,
    /// so a FIFO or a device named like a catalog cannot hang the tool, and a directory gets a clear
    /// message. A file that vanishes between discovery and reading is an error like any other. A
    /// file larger than `maximumSize` bytes is refused before anything is read (and one that grows
    /// past it while read is refused too).
    public static func read(path: String, maximumSize: Int = defaultMaximumSize) throws(FileReadError) -> [UInt8] {
        let (descriptor, expected) = try openRegularFile(path, maximumSize: maximumSize)
        defer { close(descriptor) }
        // Sized to what fstat reports and left uninitialised: `read` fills it, so the bytes are
        // written once. A file that grew since fstat is found by the probe below; one that shrank
        // simply ends early.
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
                if bytes.count > maximumSize { throw FileReadError.tooLarge(path, size: bytes.count, limit: maximumSize) }
                if count < probeSize { return }
            }
        }
        return bytes
    }

    /// Reads the whole file at `path` into memory of its own, which the caller can give back to the
    /// system piece by piece as it is done with it (see ``FileBuffer``). Checks as
    /// ``read(path:maximumSize:)``; when the memory for the bytes cannot be had, that is an error
    /// like any other ("Cannot allocate memory"), never a crash.
    static func readBuffer(path: String, maximumSize: Int = defaultMaximumSize) throws(FileReadError) -> FileBuffer {
        let (descriptor, expected) = try openRegularFile(path, maximumSize: maximumSize)
        defer { close(descriptor) }
        guard let buffer = FileBuffer(capacity: expected + 1) else {
            throw FileReadError(path: path, reason: "the memory for its \(expected) bytes cannot be had (\(lastErrorText()))")
        }
        var failure: Int32 = 0
        if expected >= parallelReadMinimum {
            buffer.count = fillInParallel(descriptor, buffer.base, count: expected, failure: &failure)
            if failure != 0 { throw FileReadError(path: path, reason: errorText(failure)) }
            // The loop below goes on from there: it finds the end, or what the file grew by.
            guard lseek(descriptor, off_t(buffer.count), SEEK_SET) >= 0 else { throw FileReadError(path: path, reason: lastErrorText()) }
            if buffer.count < expected { return buffer }
        }
        while true {
            // The extra byte of capacity finds the end of a file that did not grow without a
            // second buffer; a file that did grow moves to a larger buffer.
            if buffer.count > maximumSize { throw FileReadError.tooLarge(path, size: buffer.count, limit: maximumSize) }
            if buffer.count == buffer.capacity, !buffer.grow() {
                throw FileReadError(path: path, reason: "the memory for its \(buffer.count) bytes and more cannot be had (\(lastErrorText()))")
            }
            let room = buffer.capacity - buffer.count
            let count = fill(descriptor, buffer.base + buffer.count, count: room, failure: &failure)
            if failure != 0 { throw FileReadError(path: path, reason: errorText(failure)) }
            buffer.count += count
            if count < room { return buffer }
        }
    }

    /// Opens `path` for reading without blocking and checks that it is a regular file. Returns the
    /// descriptor, which the caller closes, and the size fstat reports. A file larger than
    /// `maximumSize` is refused here, before a byte is read.
    private static func openRegularFile(_ path: String, maximumSize: Int) throws(FileReadError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReadError(path: path, reason: lastErrorText()) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = lastErrorText()
            close(descriptor)
            throw FileReadError(path: path, reason: reason)
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(descriptor)
            throw FileReadError(path: path, reason: type == S_IFDIR ? "it is a directory" : "it is not a regular file")
        }
        let size = max(Int(status.st_size), 0)
        guard size <= maximumSize else {
            close(descriptor)
            throw FileReadError.tooLarge(path, size: size, limit: maximumSize)
        }
        return (descriptor, size)
    }

    /// How much is read at a time after the size fstat reported.
    static let probeSize = 16_384

    /// The size from which a file is read by several threads at once: copying a large file out of
    /// the page cache into fresh memory (which the system clears page by page) took one thread a
    /// fifth of a second for 190 MB while the other cores waited.
    static let parallelReadMinimum = 16 << 20

    /// Reads the first `count` bytes of a regular file into `buffer` in pieces on every core
    /// (`pread`, so no thread moves the file's offset). Returns how many bytes from the start are
    /// in: `count`, or less when the file ended early (a piece came back short, and the pieces after
    /// it are not counted), as a file truncated while it is read just ends early. On an error other
    /// than an interruption, sets `failure` to its `errno`.
    static func fillInParallel(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, count: Int, failure: inout Int32) -> Int {
        let pieceCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 2, count / (parallelReadMinimum / 4)))
        let size = (count + pieceCount - 1) / pieceCount
        // Each piece writes its own bytes of the buffer and its own slot of the results, and
        // `concurrentPerform` returns after every piece: no lock is needed. Shared by address, as
        // pointers are not `Sendable`.
        let results = UnsafeMutableBufferPointer<(filled: Int, failure: Int32)>.allocate(capacity: pieceCount)
        defer { results.deallocate() }
        let bufferAddress = Int(bitPattern: buffer)
        let resultsAddress = Int(bitPattern: results.baseAddress)
        DispatchQueue.concurrentPerform(iterations: pieceCount) { piece in
            let start = piece * size
            let length = min(size, count - start)
            let base = UnsafeMutablePointer<UInt8>(bitPattern: bufferAddress)! + start
            var pieceFailure: Int32 = 0
            let filled = fill(base, count: length, failure: &pieceFailure) { to, count, done in
                SystemCall.pread(descriptor, to, count, start + done)
            }
            UnsafeMutablePointer<(filled: Int, failure: Int32)>(bitPattern: resultsAddress)!.advanced(by: piece).initialize(to: (filled, pieceFailure))
        }
        var total = 0
        for piece in 0..<pieceCount {
            let result = results[piece]
            if result.failure != 0 {
                failure = result.failure
                return total + result.filled
            }
            total += result.filled
            if result.filled < min(size, count - piece * size) { break }
        }
        return total
    }

    /// Reads until `count` bytes are in `buffer` or the file ends; returns how many were read.
    /// On an error other than an interruption, sets `failure` to `errno` and returns what was read.
    static func fill(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, count: Int, failure: inout Int32) -> Int {
        guard let buffer else { return 0 }
        return fill(buffer, count: count, failure: &failure) { to, count, _ in SystemCall.read(descriptor, to, count) }
    }

    /// Calls `read(destination, count, doneSoFar)` (a `read` or `pread`) until `count` bytes are in
    /// `buffer` or it reports the end; returns how many were read. On an error other than an
    /// interruption, sets `failure` to `errno` and returns what was read.
    private static func fill(
        _ buffer: UnsafeMutablePointer<UInt8>, count: Int, failure: inout Int32, read: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int
    ) -> Int {
        var filled = 0
        while filled < count {
            let result = read(buffer + filled, count - filled, filled)
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

/// A file's bytes in anonymous memory that this process alone owns.
///
/// The catalog reader walks the bytes once, front to back, and gives the pages it has passed back to
/// the system (``release(before:)``), so the file and the model it becomes are not both in memory in
/// full. Released bytes read as zeros (or anything) afterwards; nothing may look at them again.
///
/// The bytes are copied in with `read`, never mapped from the file: a file truncated while it is read
/// just ends early, where a mapping would fault.
final class FileBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    /// How many bytes the buffer holds.
    var count = 0
    /// How many bytes fit.
    private(set) var capacity: Int
    private var mapping: Mapping
    /// The bytes before this offset were given back.
    private(set) var releasedCount = 0

    /// Pages are given back in blocks of this size, aligned to it in memory: a huge page, so that
    /// releasing never splits one.
    static let releaseBlock = 2 << 20

    /// Allocates room for `capacity` bytes, or returns `nil` with `errno` set.
    init?(capacity: Int) {
        guard let mapping = Mapping(capacity) else { return nil }
        self.mapping = mapping
        self.base = mapping.base
        self.capacity = capacity
    }

    deinit {
        mapping.unmap()
    }

    /// The bytes read.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// Doubles the room (for a file that grew while it was read). `false`, with `errno` set, when the
    /// memory cannot be had.
    func grow() -> Bool {
        let newCapacity = max(capacity * 2, capacity + 65_536)
        guard let newMapping = Mapping(newCapacity) else { return false }
        newMapping.base.update(from: base, count: count)
        mapping.unmap()
        mapping = newMapping
        base = newMapping.base
        capacity = newCapacity
        return true
    }

    /// Gives back the whole release blocks that lie entirely before `offset`. The bytes before
    /// `offset` must never be read again.
    func release(before offset: Int) {
        releasedCount = release(from: releasedCount, before: offset)
    }

    /// Gives back the whole release blocks that lie entirely inside `start..<end`, which no
    /// thread may read again, and returns the offset up to which the bytes are now given back (the
    /// `start` of the next call), or `start` when no whole block was. Unlike ``release(before:)``
    /// it keeps no record, so threads reading different parts of the buffer can call it at once.
    @discardableResult
    func release(from start: Int, before end: Int) -> Int {
        let block = Self.releaseBlock
        let alignedStart = (Int(bitPattern: base) + max(start, 0) + block - 1) & ~(block - 1)
        let alignedEnd = (Int(bitPattern: base) + min(end, count)) & ~(block - 1)
        guard alignedEnd - alignedStart >= block else { return start }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: alignedStart), alignedEnd - alignedStart, Self.releaseAdvice)
        return alignedEnd - Int(bitPattern: base)
    }

    #if canImport(Darwin)
    private static let releaseAdvice = MADV_FREE
    #else
    private static let releaseAdvice = MADV_DONTNEED
    #endif

    /// Anonymous memory for the bytes, its start aligned to a release block. On Linux it asks for
    /// huge pages: a 190 MB file then takes about a hundred page faults instead of 46,000.
    private struct Mapping {
        let start: UnsafeMutableRawPointer
        let length: Int
        let base: UnsafeMutablePointer<UInt8>

        init?(_ capacity: Int) {
            let page = Int(getpagesize())
            let block = FileBuffer.releaseBlock
            let usable = max((capacity + page - 1) / page * page, page)
            // Room to move the start to a block boundary.
            let length = usable + block
            #if canImport(Darwin)
            let flags = MAP_PRIVATE | MAP_ANON
            #else
            let flags = MAP_PRIVATE | MAP_ANONYMOUS
            #endif
            guard let start = mmap(nil, length, PROT_READ | PROT_WRITE, flags, -1, 0), start != MAP_FAILED else { return nil }
            let aligned = (Int(bitPattern: start) + block - 1) & ~(block - 1)
            let base = UnsafeMutableRawPointer(bitPattern: aligned)!
            #if os(Linux)
            // Whole huge pages, but never past the end of this mapping: the memory after it is
            // someone else's (a thread's stack, a malloc arena).
            let end = Int(bitPattern: start) + length
            _ = madvise(base, min((usable + block - 1) & ~(block - 1), end - aligned), MADV_HUGEPAGE)
            #endif
            self.start = start
            self.length = length
            self.base = base.bindMemory(to: UInt8.self, capacity: usable)
        }

        func unmap() {
            munmap(start, length)
        }
    }
}
