import CatalogKitLite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads blobs by id from one `git cat-file --batch` process that lives as long as the run, so a
/// run over ten thousand catalogs starts one git process for their earlier versions, not two each.
///
/// Threads take turns: a request (the id and a line break) is written and its answer (a header line,
/// the bytes and a line break) read under a lock. The process is started on the first request.
final class GitBlobReader: @unchecked Sendable {
    // @unchecked: everything below `lock` is only touched while it is held.
    private let lock = NSLock()
    private let git: Git
    private var process: Process?
    private var input: Int32 = -1
    private var output: Int32 = -1
    private var errors: PipeReader?
    /// Bytes read from git's output and not yet consumed.
    private var pending: [UInt8] = []
    private var pendingStart = 0

    init(git: Git) {
        self.git = git
    }

    deinit {
        if input >= 0 { close(input) }
        if output >= 0 { close(output) }
    }

    /// The bytes of the blob `id` (a full object id from ``Git/files(at:)``), or `nil` when git has
    /// no such object.
    func blob(_ id: String) throws(GitError) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        try start()
        guard write(Array((id + "\n").utf8)) else { throw failure("could not send a request") }
        guard let header = readLine() else { throw failure("ended early") }
        // `<id> blob <size>`, or `<id> missing`.
        let fields = header.split(separator: " ")
        if fields.count == 2, fields[1] == "missing" { return nil }
        guard fields.count == 3, let size = Int(fields[2]), size >= 0 else { throw failure("answered '\(header)'") }
        guard let bytes = read(count: size + 1), bytes.last == UInt8(ascii: "\n") else { throw failure("ended early") }
        return Array(bytes.dropLast())
    }

    private func start() throws(GitError) {
        guard process == nil else { return }
        let process = git.configuredProcess(["cat-file", "--batch"])
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw GitError.failed("git cat-file --batch", "\(error)")
        }
        self.process = process
        // Our own copies of the ends we use, so their lifetime is this reader's, not the Pipes'.
        self.input = dup(input.fileHandleForWriting.fileDescriptor)
        self.output = dup(output.fileHandleForReading.fileDescriptor)
        try? input.fileHandleForWriting.close()
        try? output.fileHandleForReading.close()
        errors = PipeReader(error.fileHandleForReading)
    }

    private func failure(_ what: String) -> GitError {
        // git ended or said something else: stop it, and give its own message when it wrote one.
        if input >= 0 { close(input); input = -1 }
        var message = "git cat-file --batch \(what)"
        if let process {
            process.waitForExit()
            let text = String(decoding: errors?.data() ?? Data(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { message = text }
        }
        return GitError.failed("git cat-file --batch", message)
    }

    private func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { SystemCall.write(input, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }

    /// Reads more of git's output into ``pending``; `false` at its end or on an error.
    private func fillPending(atLeast minimum: Int) -> Bool {
        if pendingStart > 0, pendingStart >= pending.count / 2 {
            pending.removeFirst(pendingStart)
            pendingStart = 0
        }
        var chunk = [UInt8](repeating: 0, count: max(minimum, 65_536))
        while true {
            let result = chunk.withUnsafeMutableBytes { SystemCall.read(output, $0.baseAddress!, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            pending.append(contentsOf: chunk[..<result])
            return true
        }
    }

    private func readLine() -> String? {
        while true {
            if let newline = pending[pendingStart...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pendingStart..<newline], as: UTF8.self)
                pendingStart = newline + 1
                return line
            }
            guard fillPending(atLeast: 0) else { return nil }
        }
    }

    private func read(count: Int) -> ArraySlice<UInt8>? {
        while pending.count - pendingStart < count {
            guard fillPending(atLeast: count - (pending.count - pendingStart)) else { return nil }
        }
        let bytes = pending[pendingStart..<(pendingStart + count)]
        pendingStart += count
        return bytes
    }
}
