import Foundation

/// A temporary folder for one test, removed with everything in it when the value is released.
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder, standardized (no `.` or `..`), so that paths built from it compare equal to
    /// those the code under test builds.
    public let url: URL

    /// Creates an empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-a11y-tests-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The folder's path.
    public var path: String { url.path }

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

    /// Creates a folder below the folder (and its parents), and returns its URL.
    @discardableResult
    public func makeFolder(_ relativePath: String) throws -> URL {
        let folder = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
