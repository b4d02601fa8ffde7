import Foundation

/// Maps items on several threads and returns the results in the items' order, so the output never
/// depends on which thread finished first.
///
/// Work is handed out one item at a time from a shared counter, so one large catalog does not leave
/// the other threads idle.
func parallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Result
) -> [Result] {
    let workers = max(1, min(jobs, items.count))
    if workers == 1 { return items.map(transform) }
    let slots = ResultSlots<Result>(count: items.count)
    let counter = SharedCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = counter.next()
            guard index < items.count else { return }
            slots.store(transform(items[index]), at: index)
        }
    }
    return slots.results()
}

/// The number of threads to use by default: one per core.
var defaultJobCount: Int { ProcessInfo.processInfo.activeProcessorCount }

/// A counter handed out under a lock.
private final class SharedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}

/// One slot per item; each slot is written by exactly one thread, once.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
