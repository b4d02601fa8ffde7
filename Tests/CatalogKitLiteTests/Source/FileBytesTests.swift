import Foundation
import Testing
@testable import CatalogKitLite

/// Reading whole files: exact sizes around the read buffer's edges, empty files, files whose size
/// `fstat` does not know, and what is not a regular file.
struct FileBytesTests {
    /// A file with `count` deterministic bytes in a fresh temporary folder.
    func withFile<Result>(count: Int, _ body: (String, [UInt8]) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileBytesTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = folder.appendingPathComponent("file.xcstrings").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try body(path, bytes)
    }

    @Test(arguments: [0, 1, 2, 4095, 4096, 4097, FileBytes.probeSize - 1, FileBytes.probeSize, FileBytes.probeSize + 1,
                      2 * FileBytes.probeSize, 1_000_000])
    func readsFilesOfExactSizes(count: Int) throws {
        try withFile(count: count) { path, expected in
            let bytes = try FileBytes.read(path: path)
            #expect(bytes.count == expected.count)
            #expect(bytes == expected)
        }
    }

    @Test func anEmptyFileIsAnEmptyArrayAndAnEmptyCatalogIsASyntaxError() throws {
        try withFile(count: 0) { path, _ in
            let bytes = try FileBytes.read(path: path)
            #expect(bytes.isEmpty)
            let result = CatalogReader.read(path: path)
            #expect(result.catalog == nil)
            #expect(result.diagnostics.map(\.kind) == [.jsonSyntax])
        }
    }

    #if os(Linux)
    /// Files in /proc report a size of 0 and have content: the reader must read on past what
    /// `fstat` said, as it must for a file that grows while it is read.
    @Test func readsPastTheSizeFstatReported() throws {
        let bytes = try FileBytes.read(path: "/proc/self/status")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("VmPeak") || text.contains("Pid:"))
    }
    #endif

    @Test func directoriesAndMissingFilesAreErrors() throws {
        #expect(throws: FileReadError.self) { try FileBytes.read(path: FileManager.default.temporaryDirectory.path) }
        #expect(throws: FileReadError.self) { try FileBytes.read(path: "/nonexistent/\(UUID().uuidString)") }
        do {
            _ = try FileBytes.read(path: FileManager.default.temporaryDirectory.path)
        } catch {
            #expect(error.reason == "it is a directory")
        }
    }
}
