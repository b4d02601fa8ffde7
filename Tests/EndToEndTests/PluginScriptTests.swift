import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// The SwiftPM command plugin, run by `.ci/test-plugin` on a temporary package that depends on this
/// one by path. That builds a second package (a minute or more), so it runs here only when
/// `XCSTRINGS_A11Y_PLUGIN_TEST=1`; `.ci/run` always runs the script.
struct PluginScriptTests {
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_PLUGIN_TEST"] == "1" }

    @Test(.requires(Requirement("XCSTRINGS_A11Y_PLUGIN_TEST=1", howToEnable: "set it to run the plugin on a temporary package; .ci/run runs .ci/test-plugin instead", isMet: { isEnabled })))
    func pluginChecksAPackage() throws {
        let process = Process()
        process.executableURL = Package.root.appendingPathComponent(".ci/test-plugin")
        process.currentDirectoryURL = Package.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitForExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("plugin test passed"))
    }
}
