import Foundation

extension Process {
    /// Waits until the process has ended, by polling `isRunning` every few milliseconds.
    ///
    /// Not `waitUntilExit()`: on Linux, swift-corelibs-foundation's `waitUntilExit` stores the
    /// waiting thread's run loop in the process's weak `runLoop` while the thread that reaps the
    /// child reads it to stop that loop. The unsynchronised weak reference is a data race, and the
    /// suspect of the memory corruption a test run showed about once in three runs when many
    /// processes ended at once.
    package func waitForExit() {
        while isRunning { Thread.sleep(forTimeInterval: 0.005) }
    }
}
