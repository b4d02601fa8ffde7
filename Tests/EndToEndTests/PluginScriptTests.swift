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
        let run = try ProgramRunner.run(Package.root.appendingPathComponent(".ci/test-plugin").path, [], in: Package.root, mergingErrors: true)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("plugin test passed"))
    }
}
