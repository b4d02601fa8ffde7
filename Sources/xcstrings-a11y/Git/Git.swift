import CatalogKitLite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `git` for the few questions the command asks it: the repository's top level, which commit a
/// revision names, the files of a commit, the renames since it, and files' bytes (see
/// ``GitBlobReader``).
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

    /// Finds `git` on the `PATH` of `environment`: the first entry that is an executable regular
    /// file (a folder named `git` is passed over). Throws ``GitError/notInstalled`` when there is none.
    init(directory: String, environment: [String: String]) throws(GitError) {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { String($0) + "/git" }
        guard let executable = candidates.first(where: Self.isExecutableRegularFile) else {
            throw GitError.notInstalled
        }
        self.executable = executable
        self.directory = directory
        self.environment = environment
    }

    /// Whether `path` (links followed) is a regular file this process may execute.
    static func isExecutableRegularFile(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }

    /// The top level of the work tree the directory is in. Throws ``GitError/notARepository(_:)``
    /// when git says the folder is in none, and ``GitError/refused(_:)`` with git's own message when
    /// git refuses for another reason (a repository of another owner: "dubious ownership").
    func topLevel() throws(GitError) -> String {
        let result = try run(["rev-parse", "--show-toplevel"])
        let text = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard result.status == 0, !text.isEmpty else {
            let message = String(decoding: result.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if message.isEmpty || message.contains("not a git repository") { throw GitError.notARepository(directory) }
            throw GitError.refused(message)
        }
        return text
    }

    /// The full commit id `revision` names. Throws when it names no commit.
    ///
    /// git itself decides what a revision is (`main`, `HEAD~2`, `:/fix the build`, an abbreviated
    /// id); `--end-of-options` keeps one that starts with a dash from being read as an option. The
    /// object is peeled to a commit in a second step, so that `^{commit}` never becomes part of a
    /// `:/message` search.
    func resolveCommit(_ revision: String) throws(GitError) -> String {
        let object = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision])
        let id = String(decoding: object.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard object.status == 0, Self.isObjectID(id) else { throw GitError.unknownRevision(revision) }
        let peeled = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", id + "^{commit}"])
        let commit = String(decoding: peeled.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard peeled.status == 0, Self.isObjectID(commit) else {
            let type = try run(["cat-file", "-t", id])
            let kind = String(decoding: type.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw type.status == 0 && !kind.isEmpty ? GitError.notACommit(revision, kind) : GitError.unknownRevision(revision)
        }
        return commit
    }

    /// Whether `HEAD` names a branch that has no commit yet (a new repository, or an orphan
    /// branch): its first commit is being made.
    func headIsUnborn() throws(GitError) -> Bool {
        let branch = try run(["symbolic-ref", "-q", "HEAD"])
        let name = String(decoding: branch.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard branch.status == 0, !name.isEmpty else { return false }
        return try run(["rev-parse", "--verify", "--quiet", "--end-of-options", name]).status != 0
    }

    /// The regular files of `commit`, by path relative to the top level, with their blob ids: one
    /// `git ls-tree` for the whole run. Folders, links and submodules are not files here.
    func files(at commit: String) throws(GitError) -> [String: String] {
        let result = try run(["ls-tree", "-r", "-z", "--full-tree", "--end-of-options", commit])
        guard result.status == 0 else { throw GitError.failed("git ls-tree -r \(commit)", String(decoding: result.error, as: UTF8.self)) }
        var files: [String: String] = [:]
        for record in result.output.split(separator: 0) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[record.startIndex..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8),
                  fields[0].elementsEqual("100644".utf8) || fields[0].elementsEqual("100755".utf8) else { continue }
            files[String(decoding: record[(tab + 1)...], as: UTF8.self)] = String(decoding: fields[2], as: UTF8.self)
        }
        return files
    }

    /// The files renamed since `commit` as the index records them (`git mv`, or a move that was
    /// added), new path to old path, relative to the top level: one `git diff --cached -M
    /// --name-status` for the whole run. The index, not the work tree: comparing the work tree
    /// would run the repository's own programs (`core.fsmonitor`, `filter.*.clean`), which a plain
    /// `check` never does.
    func renames(since commit: String) throws(GitError) -> [String: String] {
        let result = try run(["diff", "--cached", "-M", "--name-status", "-z", "--no-ext-diff", "--no-textconv", commit, "--"])
        guard result.status == 0 else { throw GitError.failed("git diff --cached -M --name-status \(commit)", String(decoding: result.error, as: UTF8.self)) }
        var renames: [String: String] = [:]
        let fields = result.output.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var index = 0
        while index < fields.count {
            let status = fields[index]
            // Renames and copies name two paths, every other status one.
            if status.hasPrefix("R") || status.hasPrefix("C") {
                guard index + 2 < fields.count else { break }
                if status.hasPrefix("R") { renames[fields[index + 2]] = fields[index + 1] }
                index += 3
            } else {
                index += status.isEmpty ? 1 : 2
            }
        }
        return renames
    }

    /// Runs git with `arguments` and returns what it wrote and its exit status.
    func run(_ arguments: [String]) throws(GitError) -> (output: Data, error: Data, status: Int32) {
        let process = configuredProcess(arguments)
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
        process.waitForExit()
        return (outputData, errorReader.data(), process.terminationStatus)
    }

    /// A git process with `arguments`, in ``directory``, not started yet.
    func configuredProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // No repository setting may make git run a program of the repository's: the file-system
        // monitor is a program that git would start (none of the questions above reads the work tree).
        process.arguments = ["-c", "core.fsmonitor=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = self.environment
        // Plain, untranslated output, and never a prompt or a pager waiting for a person.
        environment["LC_ALL"] = "C"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_PAGER"] = "cat"
        process.environment = environment
        return process
    }

    /// Whether `text` is a full object id (SHA-1 or SHA-256, hexadecimal).
    static func isObjectID(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64) && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}

/// Why git could not answer.
enum GitError: Error, Sendable, CustomStringConvertible {
    /// No `git` on the `PATH`.
    case notInstalled
    /// The folder is not inside a git work tree.
    case notARepository(String)
    /// git would not work in the folder, with its own message (e.g. "detected dubious ownership").
    case refused(String)
    /// The revision names no object.
    case unknownRevision(String)
    /// The revision names an object that is not a commit (a tree, a blob): its kind.
    case notACommit(String, String)
    /// git ran and failed.
    case failed(String, String)

    /// One line for standard error that says what to do.
    var description: String {
        switch self {
        case .notInstalled:
            "--changed-since needs git, and no 'git' was found on the PATH"
        case .notARepository(let folder):
            "--changed-since needs a git repository, and \(folder) is not inside one"
        case .refused(let message):
            "git cannot work in this repository: \(message)"
        case .unknownRevision(let revision):
            "--changed-since: the revision '\(revision)' does not exist in this repository (in CI, fetch it first, e.g. 'git fetch origin main' or a checkout with full history)"
        case .notACommit(let revision, let kind):
            "--changed-since: the revision '\(revision)' names a \(kind), not a commit; name a commit, e.g. 'HEAD' or 'origin/main'"
        case .failed(let command, let message):
            "'\(command)' failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
    }
}
