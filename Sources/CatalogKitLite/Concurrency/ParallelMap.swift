
import Foundation

/// Maps items on several threads and returns the results in the items' order, so the output never
/// depends on which thread finished first.
///
/// Work is handed out one item at a time from a shared counter, so one large catalog does not leave
/// the other threads idle.
package func parallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Result
) -> [Result] {
    let workers = max(1, min(jobs, items.count))
    if workers == 1 { return items.map(transform) }
    let slots = ConcurrentSlots<Result>(count: items.count)
    let counter = SharedCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = counter.next()
            guard index < items.count else { return }
            slots.store(transform(items[index]), at: index)
        }
    }
    return slots.values()
}

/// The number of threads to use by default: one per core.
package var defaultThreadCount: Int { ProcessInfo.processInfo.activeProcessorCount }

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

/// Transforms consecutive slices of `items` on several threads and concatenates the results in
/// the items' order, so the output is the same for any number of jobs. For the per-string work of
/// one large catalog, where a thread per item would cost more than the item.
package func parallelChunkedFlatMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, minimumChunk: Int = 256, _ transform: @Sendable (ArraySlice<Item>) -> [Result]
) -> [Result] {
    guard jobs > 1, items.count >= 2 * minimumChunk else { return transform(items[...]) }
    // A few chunks per job, so a slow stretch of strings does not leave a thread idle.
    let chunkCount = min(jobs * 8, items.count / minimumChunk)
    let size = (items.count + chunkCount - 1) / chunkCount
    let starts = Array(stride(from: 0, to: items.count, by: size))
    let parts = parallelMap(starts, jobs: jobs) { start in transform(items[start..<min(start + size, items.count)]) }
    var result: [Result] = []
    result.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { result.append(contentsOf: part) }
    return result
}
