import CatalogKitLite
import Foundation

/// What one run of the built `xcstrings-a11y` printed and returned.
public struct ToolRun: Sendable {
    /// Standard output.
    public var output: String
    /// Standard error.
    public var error: String
    /// The exit status.
    public var status: Int32
}

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
    /// unset unless given, and returns what it printed. Standard input is empty. With
    /// `addressSpaceLimitKB` the tool runs under `ulimit -v` of that many kilobytes (enforced on
    /// Linux only).
    public static func run(
        _ arguments: [String], in directory: URL = Package.root, environment: [String: String] = [:], timeout: TimeInterval = 60,
        addressSpaceLimitKB: Int? = nil
    ) throws -> ToolRun {
        let process = Process()
        if let limit = addressSpaceLimitKB {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(limit) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var fullEnvironment = ProcessInfo.processInfo.environment
        fullEnvironment["NO_COLOR"] = nil
        fullEnvironment["GITHUB_STEP_SUMMARY"] = nil
        for (name, value) in environment { fullEnvironment[name] = value }
        process.environment = fullEnvironment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes while the process runs, so a large report cannot fill a pipe and block it.
        let outputData = ReadAll(output.fileHandleForReading)
        let errorData = ReadAll(error.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                // Kill it outright and reap it: a run that overran must not go on eating the CPU
                // of the tests (and benchmarks) that follow.
                kill(process.processIdentifier, SIGKILL)
                process.waitForExit()
                throw ToolRunnerError.timedOut(arguments)
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitForExit()
        return ToolRun(output: outputData.text(), error: errorData.text(), status: process.terminationStatus)
    }
}

/// The tool did not end in time.
public enum ToolRunnerError: Error {
    case timedOut([String])
}

/// Reads a pipe to its end on a background thread.
private final class ReadAll: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A temporary folder for one test, removed when the value is released.
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder.
    public let url: URL

    /// Creates an empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-a11y-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes a file below the folder, creating its parent folders, and returns its URL.
    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, Data(text.utf8))
    }

    /// Writes bytes below the folder, creating its parent folders, and returns its URL.
    @discardableResult
    public func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
