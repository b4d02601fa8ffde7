import Foundation

/// Runs the real, built `xcstrings-a11y` binary, as a user would.
public enum ToolRunner {
    /// The built binary, beside the test bundle in the build folder.
    public static let executable: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // On macOS the tests run inside an .xctest bundle: step out of it.
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents" || folder.lastPathComponent == "MacOS" {
            folder.deleteLastPathComponent()
        }
        let candidate = folder.appendingPathComponent("xcstrings-a11y")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        return Package.root.appendingPathComponent(".build/debug/xcstrings-a11y")
    }()

    /// Runs the tool with `arguments` in `directory` (the package root by default), with `NO_COLOR`
    /// unset unless given, and returns what it printed. Standard input is empty. A run still going
    /// after `timeout` seconds is killed (``ProgramError/timedOut(_:)``). With
    /// `addressSpaceLimitKB` the tool runs under `ulimit -v` of that many kilobytes (enforced on
    /// Linux only).
    public static func run(
        _ arguments: [String], in directory: URL = Package.root, environment: [String: String] = [:], timeout: TimeInterval = 60,
        addressSpaceLimitKB: Int? = nil
    ) throws -> ToolRun {
        try start(arguments, in: directory, environment: environment, addressSpaceLimitKB: addressSpaceLimitKB).wait(timeout: timeout)
    }

    /// Starts the tool as ``run(_:in:environment:timeout:addressSpaceLimitKB:)`` runs it, and
    /// returns at once: for tests that run it several times at once, or act while it runs.
    public static func start(
        _ arguments: [String], in directory: URL = Package.root, environment: [String: String] = [:], addressSpaceLimitKB: Int? = nil
    ) throws -> RunningProgram {
        var fullEnvironment = ProcessInfo.processInfo.environment
        fullEnvironment["NO_COLOR"] = nil
        fullEnvironment["GITHUB_STEP_SUMMARY"] = nil
        for (name, value) in environment { fullEnvironment[name] = value }
        if let limit = addressSpaceLimitKB {
            return try ProgramRunner.start(
                "/bin/sh", ["-c", "ulimit -v \(limit) && exec \"$0\" \"$@\"", executable.path] + arguments, in: directory,
                environment: fullEnvironment)
        }
        return try ProgramRunner.start(executable.path, arguments, in: directory, environment: fullEnvironment)
    }
}
