import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// Reading whole files: exact sizes around the read buffer's edges, empty files, files whose size
/// `fstat` does not know, and what is not a regular file.
struct FileBytesTests {
    /// A file with `count` deterministic bytes in a fresh temporary folder.
    func withFile<Result>(count: Int, _ body: (String, [UInt8]) throws -> Result) throws -> Result {
        let folder = try TemporaryFolder()
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = try folder.write("file.xcstrings", Data(bytes)).path
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

    @Test(arguments: [0, 1, 4095, 4096, 4097, 1_000_000])
    func readsFilesOfExactSizesIntoABuffer(count: Int) throws {
        try withFile(count: count) { path, expected in
            let buffer = try FileBytes.readBuffer(path: path)
            #expect(buffer.count == expected.count)
            #expect(Array(buffer.bytes) == expected)
        }
    }

    /// Files from the size read on several threads at once come back whole and in order, whatever
    /// their size's remainder over the pieces.
    @Test(arguments: [FileBytes.parallelReadMinimum - 1, FileBytes.parallelReadMinimum, FileBytes.parallelReadMinimum + 4_097])
    func readsLargeFilesOnSeveralThreadsExactly(count: Int) throws {
        try withFile(count: count) { path, expected in
            let buffer = try FileBytes.readBuffer(path: path)
            #expect(buffer.count == expected.count)
            #expect(Array(buffer.bytes) == expected)
        }
    }

    /// A file shorter than the size asked for (one that shrank after its size was taken) gives its
    /// bytes up to its end: the pieces past the end count for nothing.
    @Test func aFileThatEndsEarlyIsReadToItsEnd() throws {
        let count = FileBytes.parallelReadMinimum + 12_345
        try withFile(count: count) { path, expected in
            let descriptor = open(path, O_RDONLY)
            #expect(descriptor >= 0)
            defer { close(descriptor) }
            let asked = 2 * count
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: asked)
            defer { buffer.deallocate() }
            var failure: Int32 = 0
            let filled = FileBytes.fillInParallel(descriptor, buffer, count: asked, failure: &failure)
            #expect(failure == 0)
            #expect(filled == count)
            #expect(Array(UnsafeBufferPointer(start: buffer, count: filled)) == expected)
        }
    }

    @Test func releasingPagesLeavesTheBytesAfterThemAlone() throws {
        let count = 5 * FileBuffer.releaseBlock + 12_345
        try withFile(count: count) { path, expected in
            let buffer = try FileBytes.readBuffer(path: path)
            for offset in stride(from: 0, through: count, by: 1_000_003) {
                buffer.release(before: offset)
                #expect(buffer.releasedCount <= offset)
                #expect(Array(buffer.bytes[offset...]) == Array(expected[offset...]))
            }
            buffer.release(before: count + 100)
            #expect(buffer.releasedCount > 0 && buffer.releasedCount <= count)
        }
    }

    /// A catalog large enough for the reader to give pages back while it decodes: reading it from
    /// the file gives exactly what decoding its bytes gives.
    @Test func readingAFileGivesWhatDecodingItsBytesGives() throws {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        let filler = String(repeating: "Zurück zum Film 🎬 \\\"x\\\" ", count: 8)
        let keyCount = 6 * FileBuffer.releaseBlock / (filler.utf8.count + 120) + 1
        for key in 0..<keyCount {
            text += "    \"key.\(key)\" : {\n      \"comment\" : \"\(filler)\",\n      \"localizations\" : {\n"
            text += "        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Wert \(key)\" } }\n      }\n    },\n"
        }
        text += "    \"last\" : 5\n  },\n  \"version\" : \"1.0\"\n}"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 6 * FileBuffer.releaseBlock)
        let folder = try TemporaryFolder()
        let path = try folder.write("Large.xcstrings", Data(bytes)).path

        let fromFile = CatalogReader.read(path: path)
        let fromBytes = CatalogReader.decode(bytes, path: path)
        #expect(fromFile.catalog?.entries.count == keyCount)
        #expect(fromFile.diagnostics.count == 1, "the last key's value is a number")
        #expect(fromFile.catalog == fromBytes.catalog)
        #expect(fromFile.diagnostics == fromBytes.diagnostics)
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
        let buffer = try FileBytes.readBuffer(path: "/proc/self/status")
        #expect(String(decoding: buffer.bytes, as: UTF8.self).hasPrefix("Name:"))
        #expect(buffer.count > 100)
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
