
import Foundation

/// Finding and reading `.xcstrings-a11y.json`.
extension Configuration {
    /// The name of the configuration file.
    package static let fileName = ".xcstrings-a11y.json"

    /// Reads the configuration file at `path`.
    ///
    /// The file is read with the tool's own JSON reader (not Foundation's), so every error has a
    /// line and column.
    ///
    /// - Parameters:
    ///   - path: The file, as named (`--config FILE`) or found; errors quote it as given.
    ///   - knownRuleIDs: The rule ids that `rules` and `ignore` may name (the rule registry's).
    ///   - workingDirectory: Where a relative `path` starts; the process's working directory by default.
    /// - Throws: ``ConfigurationError`` when the file cannot be read, is not JSON, or is not a valid configuration.
    package static func load(path: String, knownRuleIDs: Set<String>, workingDirectory: String? = nil) throws(ConfigurationError) -> Configuration {
        let absolute = PathPattern.absolute(path, relativeTo: workingDirectory ?? FileManager.default.currentDirectoryPath)
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: absolute)
        } catch {
            throw ConfigurationError(path: path, line: 0, column: 0, message: "cannot read the configuration file: \(error.reason)")
        }
        let directory = URL(fileURLWithPath: absolute).deletingLastPathComponent().standardizedFileURL.path
        return try decode(bytes, path: path, directory: directory, knownRuleIDs: knownRuleIDs)
    }

    /// Decodes a configuration from its bytes; `path` is only quoted in errors, `directory` anchors
    /// relative paths.
    package static func decode<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, path: String, directory: String, knownRuleIDs: Set<String>
    ) throws(ConfigurationError) -> Configuration {
        let parsed: (value: JSONValue, duplicateKeys: [JSONDuplicateKey])
        do {
            parsed = try JSONReader.parse(bytes)
        } catch {
            throw ConfigurationError(path: path, at: error.position, error.message)
        }
        let decoder = ConfigurationDecoder(path: path, directory: directory, knownRuleIDs: knownRuleIDs)
        return try decoder.decode(parsed.value, duplicateKeys: parsed.duplicateKeys)
    }

    /// Finds the configuration for a run started in `directory`: the first file named
    /// `.xcstrings-a11y.json` in that folder or one of its parents, up to the repository root (the
    /// folder that holds `.git`, see ``RepositoryRoot``) or, outside a repository, the filesystem
    /// root: a configuration above the repository belongs to another project.
    ///
    /// Files are not merged: the nearest one is the whole configuration, as with Ruff and
    /// swift-format. A folder of that name is passed over.
    ///
    /// - Returns: The configuration and the path of its file, or the defaults and `nil` when there is none.
    /// - Throws: ``ConfigurationError`` when the file found is not a valid configuration.
    /// A file that is a symbolic link leading out of the repository (or, outside one, out of
    /// `directory`) is not read: that is an error unless `boundary` follows every link.
    package static func discover(
        from directory: String, knownRuleIDs: Set<String>, boundary: SymlinkBoundary? = nil
    ) throws(ConfigurationError) -> (configuration: Configuration, path: String?) {
        let start = PathPattern.absolute(directory, relativeTo: FileManager.default.currentDirectoryPath)
        let repositoryRoot = RepositoryRoot.of(start, workingDirectory: "/")
        var folder = start
        while true {
            let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                try checkLink(candidate, checkedRoot: SymlinkBoundary.realPath(start), boundary: boundary)
                return (try load(path: candidate, knownRuleIDs: knownRuleIDs), candidate)
            }
            guard folder != "/", folder != repositoryRoot else { break }
            folder = RepositoryRoot.parent(of: folder)
        }
        return (Configuration(directory: start), nil)
    }

    /// The configuration of a run: the file named by `--config` when there is one, else the one
    /// found from the working directory, else the defaults.
    ///
    /// A file (named or found) that is a symbolic link leading out of the repository is an error
    /// unless `boundary` follows every link (`--follow-symlinks`).
    package static func resolve(
        explicitPath: String?, workingDirectory: String, knownRuleIDs: Set<String>, boundary: SymlinkBoundary? = nil
    ) throws(ConfigurationError) -> (configuration: Configuration, path: String?) {
        if let explicitPath {
            let absolute = PathPattern.absolute(explicitPath, relativeTo: workingDirectory)
            try checkLink(absolute, shownAs: explicitPath, checkedRoot: nil, boundary: boundary)
            return (try load(path: explicitPath, knownRuleIDs: knownRuleIDs, workingDirectory: workingDirectory), explicitPath)
        }
        return try discover(from: workingDirectory, knownRuleIDs: knownRuleIDs, boundary: boundary)
    }

    /// Throws when the file at `path` (absolute) is reached through a symbolic link that leads out
    /// of the repository (or `checkedRoot`), so that its bytes never reach a message.
    private static func checkLink(
        _ path: String, shownAs shown: String? = nil, checkedRoot: String?, boundary: SymlinkBoundary?
    ) throws(ConfigurationError) {
        guard let boundary, !boundary.followsAll, let real = SymlinkBoundary.realPath(path), real != path,
              let reason = boundary.refusal(link: path, resolved: real, root: boundary.root(for: path, checkedRoot: checkedRoot)) else { return }
        throw ConfigurationError(path: shown ?? path, line: 0, column: 0, message: "cannot read the configuration file: \(reason)")
    }
}
