import Foundation

/// Reads a pipe to its end on a thread of its own, so that a child that writes much to one pipe
/// cannot block while its parent waits for it or reads the other.
package final class PipeReader: @unchecked Sendable {
    private var result = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle` at once.
    package init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            result = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the pipe's last writer has closed it; may be asked more than once.
    package func data() -> Data {
        done.wait()
        done.signal()
        return result
    }

    /// ``data()`` as UTF-8 text (invalid bytes replaced).
    package func text() -> String {
        String(decoding: data(), as: UTF8.self)
    }
}
