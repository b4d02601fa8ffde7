import Foundation
import Testing
import TestSupport
@testable import xcstrings_a11y
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reports are streamed to their file a buffer at a time: the bytes must be exactly those of the
/// report rendered as one string, however many buffers it takes, and a failed write must stop the
/// stream, not the tool.
struct StreamedOutputTests {
    @Test func aStreamLongerThanTheBufferArrivesWhole() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("report.json").path
        // Lines of varying length, some with multi-byte text, so buffer ends fall mid-line and
        // mid-character.
        var expected = ""
        try AtomicFile.write(to: path) { output in
            for index in 0..<60_000 {
                let line = "\(index): Schließen «\(String(repeating: "é", count: index % 17))»\n"
                output.write(line)
                expected += line
            }
            let bytes = Array(String(repeating: "x", count: DescriptorOutput.bufferSize + 5).utf8)
            output.write(bytes: bytes)
            expected += String(decoding: bytes, as: UTF8.self)
        }
        #expect(expected.utf8.count > 2 * DescriptorOutput.bufferSize)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(expected.utf8))
    }

    @Test func aJSONStreamWritesAsAnArrayWould() {
        let elements: [JSONOutput] = (0..<5).map { .object([("n", .integer($0)), ("text", .string("a\"b\n\u{2028}"))]) }
        let streamed = JSONOutput.object([("items", .stream(JSONStream(isEmpty: false) { emit in elements.forEach(emit) }))])
        let array = JSONOutput.object([("items", .array(elements))])
        #expect(streamed.rendered() == array.rendered())
        #expect(streamed.rendered(pretty: false) == array.rendered(pretty: false))
        let empty = JSONOutput.object([("items", .stream(JSONStream(isEmpty: true) { _ in }))])
        #expect(empty.rendered() == JSONOutput.object([("items", .array([]))]).rendered())
    }

    @Test(arguments: [1, 2, 3, 8])
    func batchesRenderedOnSeveralThreadsWriteAsAnArrayWould(jobs: Int) {
        // Batches of uneven sizes, some empty (the first among them), more batches than threads.
        let sizes = [0, 0, 3, 1, 0, 7, 2, 0, 5, 1, 1, 4, 0, 9, 2, 3, 0, 1, 6, 2, 2, 1, 0, 3]
        let starts = sizes.reduce(into: [0]) { $0.append($0.last! + $1) }
        let element: @Sendable (Int) -> JSONOutput = { .object([("n", .integer($0)), ("text", .string("\($0) \"é\"\n"))]) }
        let batches = JSONOutput.object([("items", .batches(JSONBatches(isEmpty: false, count: sizes.count, jobs: jobs) { index in
            (starts[index]..<starts[index + 1]).map(element)
        }))])
        let array = JSONOutput.object([("items", .array((0..<starts.last!).map(element)))])
        #expect(batches.rendered() == array.rendered())
        #expect(batches.rendered(pretty: false) == array.rendered(pretty: false))
        let empty = JSONOutput.batches(JSONBatches(isEmpty: true, count: 0, jobs: jobs) { _ in [] })
        #expect(empty.rendered() == "[]")
    }

    @Test func recordsWriteAsTheirObjectsWould() {
        let shape = JSONRecordShape(["rule", "line", "text \"quoted\"", "none"])
        let values: [JSONOutput] = [.string("a\u{2028}b"), .integer(12), .string("\\ é"), .null]
        let record = JSONOutput.record(shape, values)
        let object = JSONOutput.object(Array(zip(shape.names, values)))
        // At the top, nested in arrays, deeper than the indentations made in advance, and on one line.
        var nestedRecord = record, nestedObject = object
        for _ in 0..<10 {
            nestedRecord = .array([nestedRecord, .object([("x", nestedRecord)])])
            nestedObject = .array([nestedObject, .object([("x", nestedObject)])])
        }
        for (left, right) in [(record, object), (nestedRecord, nestedObject)] {
            #expect(left.rendered() == right.rendered())
            #expect(left.rendered(pretty: false) == right.rendered(pretty: false))
        }
        #expect(JSONOutput.record(JSONRecordShape([]), []).rendered() == "{}")
    }

    @Test func aFailedWriteStopsTheStreamAndSaysWhy() {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        close(descriptors[0])
        // With the reading end closed, the write fails (EPIPE; SIGPIPE is ignored by the tool and here).
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var output = DescriptorOutput(descriptor: descriptors[1])
        output.write(String(repeating: "y", count: DescriptorOutput.bufferSize + 1))
        #expect(output.failure == EPIPE)
        output.write("more")
        output.flush()
        #expect(output.failure == EPIPE)
        close(descriptors[1])
    }
}
