import Foundation

/// A throw-away git repository for tests of `--changed-since`, repository roots and paths: on
/// branch `main`, with a test identity and commit signing off, so that commits work on any machine.
public final class TemporaryRepository: @unchecked Sendable {
    /// The folder that holds the repository.
    public let folder: TemporaryFolder
    /// The repository's root.
    public var url: URL { folder.url }

    /// Creates an empty repository in a temporary folder.
    public init() throws {
        folder = try TemporaryFolder()
        try Self.create(at: url)
    }

    /// Makes `directory` (which exists) a repository as ``init()`` makes one.
    public static func create(at directory: URL) throws {
        try git(["init", "-q", "-b", "main"], in: directory)
        try git(["config", "user.email", "tests@example.com"], in: directory)
        try git(["config", "user.name", "Tests"], in: directory)
        try git(["config", "commit.gpgsign", "false"], in: directory)
    }

    /// Runs git (the first on `PATH`) in `directory`; returns its output and error together, and
    /// throws when it fails.
    @discardableResult
    public static func git(_ arguments: [String], in directory: URL) throws -> String {
        try ProgramRunner.run("/usr/bin/env", ["git"] + arguments, in: directory, mergingErrors: true)
            .requireSuccess("git \(arguments.joined(separator: " "))").output
    }

    /// Runs git in the repository; returns its output and error together, and throws when it fails.
    @discardableResult
    public func git(_ arguments: String...) throws -> String {
        try Self.git(arguments, in: url)
    }

    /// Adds everything and commits.
    public func commitAll(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }
}
