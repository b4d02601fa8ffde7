import Foundation

/// Runs `git` for the few questions the command asks it: the repository's top level, whether a
/// revision exists, and a file's bytes at a revision.
///
/// `git` is found on the `PATH` of the run's environment, not through a shell, so nothing from a
/// catalog or a path is ever interpreted by one; arguments go to the process as they are.
struct Git: Sendable {
    /// The `git` executable.
    var executable: String
    /// The folder git runs in.
    var directory: String
    /// The environment git runs with.
    var environment: [String: String]

    /// Finds `git` on the `PATH` of `environment`. Throws ``GitError/notInstalled`` when there is none.
    init(directory: String, environment: [String: String]) throws(GitError) {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { String($0) + "/git" }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw GitError.notInstalled
        }
        self.executable = executable
        self.directory = directory
        self.environment = environment
    }

    /// The top level of the work tree the directory is in, or `nil` outside a repository.
    func topLevel() -> String? {
        guard let result = try? run(["rev-parse", "--show-toplevel"]), result.status == 0 else { return nil }
        let text = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        return text.isEmpty ? nil : text
    }

    /// The full commit id `revision` names. Throws when it names no commit.
    func resolveCommit(_ revision: String) throws(GitError) -> String {
        // `--end-of-options` keeps a revision that starts with a dash from being read as an option.
        let result = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        let commit = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !commit.isEmpty else { throw GitError.unknownRevision(revision) }
        return commit
    }

    /// The bytes of `path` (relative to the top level) at `commit`, or `nil` when the file did not
    /// exist there.
    func contents(of path: String, at commit: String) throws(GitError) -> [UInt8]? {
        let exists = try run(["cat-file", "-e", "\(commit):\(path)"])
        guard exists.status == 0 else { return nil }
        let result = try run(["cat-file", "blob", "\(commit):\(path)"])
        guard result.status == 0 else {
            throw GitError.failed("git cat-file blob \(commit):\(path)", String(decoding: result.error, as: UTF8.self))
        }
        return Array(result.output)
    }

    /// Runs git with `arguments` and returns what it wrote and its exit status.
    func run(_ arguments: [String]) throws(GitError) -> (output: Data, error: Data, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = self.environment
        // Plain, untranslated output, and never a prompt or a pager waiting for a person.
        environment["LC_ALL"] = "C"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_PAGER"] = "cat"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw GitError.failed("git " + arguments.joined(separator: " "), "\(error)")
        }
        // Standard error is read on another thread so that neither pipe can fill up and stall git.
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (outputData, errorReader.data(), process.terminationStatus)
    }
}

/// Why git could not answer.
enum GitError: Error, Sendable, CustomStringConvertible {
    /// No `git` on the `PATH`.
    case notInstalled
    /// The folder is not inside a git work tree.
    case notARepository(String)
    /// The revision names no commit.
    case unknownRevision(String)
    /// git ran and failed.
    case failed(String, String)

    /// One line for standard error that says what to do.
    var description: String {
        switch self {
        case .notInstalled:
            "--changed-since needs git, and no 'git' was found on the PATH"
        case .notARepository(let folder):
            "--changed-since needs a git repository, and \(folder) is not inside one"
        case .unknownRevision(let revision):
            "--changed-since: the revision '\(revision)' does not exist in this repository (in CI, fetch it first, e.g. 'git fetch origin main' or a checkout with full history)"
        case .failed(let command, let message):
            "'\(command)' failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
    }
}

/// Reads a pipe to its end on a background thread.
private final class PipeReader: @unchecked Sendable {
    private var result = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            result = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func data() -> Data {
        done.wait()
        return result
    }
}
