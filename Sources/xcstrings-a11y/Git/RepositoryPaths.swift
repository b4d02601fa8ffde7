import Foundation

/// Paths as CI systems want them: relative to the repository root, which is the git top level of
/// the working directory, or the working directory itself outside a repository (or without git).
///
/// GitHub, GitLab and code scanning resolve relative paths against the repository root, whatever
/// folder the tool ran in, so the same finding has the same path from every folder of a checkout.
struct RepositoryPaths: Sendable {
    /// The root, absolute and with links resolved.
    var root: String
    /// The folder relative paths of findings are taken from.
    var workingDirectory: String
    /// The roots of the projects a run checked (each PATH's repository, or outside one its
    /// configuration's folder), links resolved, longest first: a path below one is relative to it,
    /// so a project checked from outside its folder gets the paths (and baseline identities) it
    /// gets from inside. Empty: every path is relative to ``root``.
    var projectRoots: [String] = [] {
        didSet { projectRoots = Array(Set(projectRoots.map(Self.resolved))).sorted { ($0.count, $0) > ($1.count, $1) } }
    }

    /// The root for a working directory: asks git, falls back to the working directory. When git
    /// is there but refuses the repository (another owner's checkout: "dubious ownership"), git's
    /// own message is printed as a warning, since paths then start from the working directory.
    init(workingDirectory: String, environment: [String: String]) {
        var topLevel: String?
        if let git = try? Git(directory: workingDirectory, environment: environment) {
            do {
                topLevel = try git.topLevel()
            } catch .refused(let message) {
                Console.error("\(ToolInfo.name): warning: paths are relative to the current folder, not the repository root: git refused the repository: \(message)\n")
            } catch {}
        }
        self.init(root: topLevel ?? workingDirectory, workingDirectory: workingDirectory)
    }

    /// Paths relative to a given root.
    init(root: String, workingDirectory: String) {
        self.root = Self.resolved(root)
        self.workingDirectory = workingDirectory
    }

    /// `path` (as a finding gives it: relative to the working directory, or absolute) relative to the
    /// project root it lies in (``projectRoots``), else to the root; absolute when it lies outside.
    ///
    /// Only the folders of the path are resolved, never the file itself: a link keeps its own name,
    /// and a report never shows where a link leads.
    func relative(_ path: String) -> String {
        let absolute = Self.resolvedFolder(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        let root = projectRoots.first { $0 == absolute || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ?? self.root
        if absolute == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The path as a URI reference for SARIF: relative paths percent-encoded, absolute ones as
    /// `file://` URIs.
    func uri(_ path: String) -> String {
        let relative = relative(path)
        let encoded = Self.percentEncoded(relative)
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Percent-encodes every byte outside RFC 3986's unreserved set and `/`, so spaces, `%`, `#`,
    /// `?` and anything else from a folder name cannot change the meaning of the URI.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    /// An absolute path with `.` and `..` removed and links resolved, as far as the path exists.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// An absolute path with `.` and `..` removed and the links of its folders resolved, but not a
    /// link at its end.
    static func resolvedFolder(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let name = url.lastPathComponent
        guard name != "/", !name.isEmpty else { return resolved(path) }
        let folder = resolved(url.deletingLastPathComponent().path)
        return folder == "/" ? "/" + name : folder + "/" + name
    }
}
