import Foundation

/// A path in `.xcstrings-a11y.json` (`exclude`, `modules`, `ignore[].paths`): a folder or file
/// prefix, or a glob.
///
/// Paths in the configuration are relative to the folder that holds the configuration file (or are
/// absolute), so the same file works from any working directory. They are resolved when the file is
/// read; catalog paths are compared after making them absolute and removing `.` and `..` (symbolic
/// links are not resolved, on either side).
///
/// - **Prefix** (no `*` or `?`): matches the path itself and everything below it, at folder
///   boundaries: `Sources/Legacy` matches `Sources/Legacy/Localizable.xcstrings`, not
///   `Sources/LegacyUI/...`.
/// - **Glob** (with `*` or `?`): `*` matches any run of characters, slashes included, `?` one
///   character; it matches when it matches the whole path or one of its folders:
///   `Sources/*/Generated` matches `Sources/Search/Generated/Strings.xcstrings`.
public struct PathPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written in the configuration.
    public let text: String
    /// The pattern made absolute against the configuration's folder.
    public let resolved: String
    /// Whether the pattern is a glob rather than a prefix.
    public let isGlob: Bool

    /// Creates a pattern, resolving it against `directory` (an absolute folder).
    public init(_ text: String, relativeTo directory: String) {
        self.text = text
        self.resolved = Self.absolute(text, relativeTo: directory)
        self.isGlob = text.contains("*") || text.contains("?")
    }

    /// The pattern as written.
    public var description: String { text }

    /// Whether `path` (absolute and standardized, see ``absolute(_:relativeTo:)``) matches.
    public func matches(absolutePath path: String) -> Bool {
        guard isGlob else { return Self.isPrefix(resolved, of: path) }
        let pattern = Array(resolved)
        let characters = Array(path)
        if KeyPattern.glob(pattern, matches: characters) { return true }
        // A glob that names a folder excludes what is below it.
        for index in characters.indices where characters[index] == "/" && index > 0 {
            if KeyPattern.glob(pattern, matches: Array(characters[..<index])) { return true }
        }
        return false
    }

    /// Whether `prefix` is `path` or one of its folders.
    public static func isPrefix(_ prefix: String, of path: String) -> Bool {
        path == prefix || path.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
    }

    /// `path` made absolute against `directory` and standardized (no `.`, `..` or trailing slash).
    public static func absolute(_ path: String, relativeTo directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory + path : directory + "/" + path)
        // Standardized as `URL.standardizedFileURL` does, without a URL: this runs several times
        // for every file of a run (it was a seventh of reading an app's code).
        return PBXObjects.standardized(joined)
    }
}
