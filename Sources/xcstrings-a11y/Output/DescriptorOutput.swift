import CatalogKitLite

/// Text on its way to a file descriptor, a buffer at a time.
///
/// Reports are written through this instead of being built as one `String`: a run with hundreds of
/// thousands of findings then needs memory for ``bufferSize`` bytes of report, not for the whole
/// report (which can be larger than the catalogs it is about). After the first failed write nothing
/// more is written; ``failure`` holds its `errno`.
struct DescriptorOutput: ReportStream {
    /// Bytes gathered before a `write(2)`.
    static let bufferSize = 1 << 20

    /// Where the bytes go.
    let descriptor: Int32
    /// The `errno` of the first failed write, or 0.
    private(set) var failure: Int32 = 0
    private var buffer: [UInt8] = []

    /// Output to an open descriptor (which the caller closes).
    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == 0 else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Appends bytes as they are.
    mutating func write(bytes: [UInt8]) {
        guard failure == 0 else { return }
        if bytes.count >= Self.bufferSize {
            flush()
            if failure == 0 { failure = SystemCall.writeAll(descriptor, bytes) }
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes what is buffered.
    mutating func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == 0, !buffer.isEmpty else { return }
        failure = SystemCall.writeAll(descriptor, buffer)
    }
}

/// Where reports are written: a `String` (tests, small outputs) or a ``DescriptorOutput``. Text can
/// also be handed over as UTF-8 bytes, so that runs of a catalog's text are copied without making a
/// `String` of each.
protocol ReportStream: TextOutputStream {
    /// Appends valid UTF-8.
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
}

extension String: ReportStream {
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        self += String(decoding: bytes, as: UTF8.self)
    }
}

/// Report text gathered as bytes: what a thread renders before the pieces are written in order.
/// (Appending to a `String` piece by piece costs more than to bytes.)
struct RenderedText: ReportStream, Sendable {
    /// The UTF-8 bytes written so far.
    var bytes: [UInt8] = []

    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }
}

extension ReportStream {
    /// Appends a string through its contiguous UTF-8, a copy of bytes: appending the `utf8` view
    /// element by element costs several times more for the many short pieces of a report.
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { write(utf8: $0) }
    }

    /// Appends rendered text.
    mutating func write(_ text: RenderedText) {
        text.bytes.withUnsafeBufferPointer { write(utf8: $0) }
    }
}
