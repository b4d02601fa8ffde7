import Foundation
import PackagePlugin

/// `swift package xcstrings-a11y [COMMAND] [options] [PATH ...]`: runs `xcstrings-a11y` (by default
/// `check`) on the catalogs of the package the command is run in, so a package's users need not
/// install the tool.
///
/// Every argument is handed to the tool unchanged, except `--target NAME` (repeatable), which
/// SwiftPM's convention uses to pick targets: their folders become the paths to search. Without a
/// path or a target the whole package folder is searched. The tool runs in the package folder, so
/// paths in its output are relative to the package and `.xcstrings-a11y.json` is found there.
@main
struct XcstringsA11yPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // Passed on as given: a command first (`coverage`, `catalogs`, `rules` …) runs that command,
        // anything else runs `check`, the tool's default, exactly as on the command line.
        var forwarded = extractor.remainingArguments
        if !targetNames.isEmpty {
            let targets = try context.package.targets(named: targetNames)
            // `Target.directoryURL` is unavailable below tools version 6.1 and the package declares
            // 6.0, so the folder comes from `Target.directory`, a `Path`. Its `string` and its
            // string interpolation are deprecated in favour of URL, the warning on every build;
            // `CustomStringConvertible`'s description (the same path text) is not. With tools
            // version 6.1 this becomes `$0.directoryURL`.
            forwarded += targets.map { relativePath(URL(fileURLWithPath: String(describing: $0.directory)), in: context.package.directoryURL) }
        }
        let tool = try context.tool(named: "xcstrings-a11y")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = forwarded
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // A plugin cannot pass an exit status on; a thrown error makes `swift package` fail, which is
        // what a script or CI step needs to see.
        guard process.terminationStatus == 0 else {
            throw PluginFailure(status: process.terminationStatus)
        }
    }

    /// `target` as a path relative to `package`, or absolute when it lies outside the package.
    private func relativePath(_ target: URL, in package: URL) -> String {
        let base = package.standardizedFileURL.path
        let path = target.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }
}

/// The tool ended with a non-zero status: 1 for findings at or above the failing severity, 2 for a
/// usage, configuration, I/O or parse error (its own message has been printed already).
struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32

    var description: String {
        status == 1
            ? "xcstrings-a11y found accessibility-string problems (exit status 1)"
            : "xcstrings-a11y could not complete the check (exit status \(status))"
    }
}
