import CatalogKitLite
import Foundation

/// What one run of a program printed and returned: the built tool, git, a shell script.
public struct ToolRun: Sendable {
    /// Standard output; with ``ProgramRunner/start(_:_:in:environment:input:mergingErrors:)``'s
    /// `mergingErrors`, standard error too, interleaved as written.
    public var output: String
    /// Standard error; empty when it went into ``output``.
    public var error: String
    /// The exit status, or the number of the signal that ended the program (``endedBySignal``).
    public var status: Int32
    /// Whether a signal ended the program rather than `exit`.
    public var endedBySignal = false

    /// Creates the record of a run.
    public init(output: String, error: String, status: Int32, endedBySignal: Bool = false) {
        self.output = output
        self.error = error
        self.status = status
        self.endedBySignal = endedBySignal
    }

    /// The run itself when it exited with status 0; else throws ``ProgramError/failed(_:_:)``
    /// with what it printed.
    @discardableResult
    public func requireSuccess(_ command: String) throws -> ToolRun {
        guard status == 0, !endedBySignal else { throw ProgramError.failed(command, self) }
        return self
    }
}

/// Why a program a test ran did not give what the test needs.
public enum ProgramError: Error, CustomStringConvertible {
    /// It was still running when the time was up; it was killed.
    case timedOut([String])
    /// It ended with a status other than 0 (``ToolRun/requireSuccess(_:)``).
    case failed(String, ToolRun)

    /// One line for the test's failure.
    public var description: String {
        switch self {
        case .timedOut(let command): "timed out and killed: \(command.joined(separator: " "))"
        case .failed(let command, let run): "\(command) ended with status \(run.status): \(run.output)\(run.error)"
        }
    }
}

/// Starts programs for tests and collects what they print.
///
/// Every child is waited for with ``Process/waitForExit()``, never `waitUntilExit()` (see there
/// why), and its standard output and error are read on threads of their own while it runs, so a
/// child that fills one pipe cannot block while the test reads the other.
public enum ProgramRunner {
    /// Runs `executable` with `arguments` to its end and returns what it printed.
    ///
    /// - Parameters:
    ///   - executable: The program's path; `/usr/bin/env` with the name first finds one on `PATH`.
    ///   - directory: Its working folder; the test's own when `nil`.
    ///   - environment: Its whole environment; the test's own when `nil`.
    ///   - input: Its standard input; empty when `nil`.
    ///   - mergingErrors: Whether standard error goes into the output, interleaved as written.
    ///   - timeout: Seconds after which it is killed and ``ProgramError/timedOut(_:)`` thrown;
    ///     no limit when `nil`.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, mergingErrors: Bool = false, timeout: TimeInterval? = nil
    ) throws -> ToolRun {
        try start(executable, arguments, in: directory, environment: environment, input: input, mergingErrors: mergingErrors)
            .wait(timeout: timeout)
    }

    /// Starts `executable` and returns at once, for a test that runs several programs together or
    /// acts while one runs; ``RunningProgram/wait(timeout:)`` collects the run. The parameters are
    /// those of ``run(_:_:in:environment:input:mergingErrors:timeout:)``.
    public static func start(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, mergingErrors: Bool = false
    ) throws -> RunningProgram {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        // Input is handed over as a file: a pipe written by the test could fail, or block, when
        // the child stops reading.
        var inputFolder: TemporaryFolder?
        if let input {
            let folder = try TemporaryFolder()
            process.standardInput = try FileHandle(forReadingFrom: try folder.write("input", input))
            inputFolder = folder
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let output = Pipe()
        let error = mergingErrors ? output : Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return RunningProgram(
            process: process, command: [executable] + arguments, output: PipeReader(output.fileHandleForReading),
            error: mergingErrors ? nil : PipeReader(error.fileHandleForReading), inputFolder: inputFolder)
    }
}

/// A program a test started (``ProgramRunner/start(_:_:in:environment:input:mergingErrors:)``),
/// its output read while it runs.
public final class RunningProgram: @unchecked Sendable {
    private let process: Process
    private let command: [String]
    private let output: PipeReader
    private let error: PipeReader?
    /// Holds the file of the standard input until the program has ended.
    private let inputFolder: TemporaryFolder?

    init(process: Process, command: [String], output: PipeReader, error: PipeReader?, inputFolder: TemporaryFolder?) {
        self.process = process
        self.command = command
        self.output = output
        self.error = error
        self.inputFolder = inputFolder
    }

    /// Whether the program is still running.
    public var isRunning: Bool { process.isRunning }

    /// Sends the program a signal (`SIGTERM`, `SIGINT`, …).
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits until the program has ended and every writer of its pipes is gone (a child it left
    /// behind too), and returns what it printed. With a `timeout` in seconds, a program still
    /// running then is killed and reaped, so that it takes no CPU from the tests that follow, and
    /// ``ProgramError/timedOut(_:)`` is thrown.
    public func wait(timeout: TimeInterval? = nil) throws -> ToolRun {
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning {
                if Date() > deadline {
                    kill(process.processIdentifier, SIGKILL)
                    process.waitForExit()
                    throw ProgramError.timedOut(command)
                }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        process.waitForExit()
        return ToolRun(
            output: output.text(), error: error?.text() ?? "", status: process.terminationStatus,
            endedBySignal: process.terminationReason == .uncaughtSignal)
    }
}
