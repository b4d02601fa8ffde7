import Foundation

/// One slot per task of work shared among threads (a `DispatchQueue.concurrentPerform`), each
/// written once by the task of its index and read when all are done: results in the tasks' order,
/// whichever thread finished first. The catalog reader's pieces use it, and so does the command's
/// `parallelMap`.
package final class ConcurrentSlots<Value>: @unchecked Sendable {
    // @unchecked: every access holds the lock.
    private let lock = NSLock()
    private var slots: [Value?]

    /// Creates `count` empty slots.
    package init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Fills slot `index`.
    package func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// The value of slot `index`, which must have been filled.
    package func value(at index: Int) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return slots[index]!
    }

    /// Every value, in slot order; every slot must have been filled.
    package func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
