import CatalogKitLite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `import` may read and write the catalogs a translation file names.
///
/// The file is untrusted (it came back from a translator, a vendor, a pull request), and it names
/// its catalogs itself (XLIFF `original`, CSV `catalog`). Those paths must stay inside the
/// repository that `--root` lies in (its git top level), or, outside a repository, inside `--root`:
/// a path that leads out (`../../other/x.xcstrings`, `/home/me/x.xcstrings`) is refused, and so is
/// one whose folders or file are symbolic links that lead out (as `check` and `export` refuse
/// them; `--follow-symlinks` follows them). A refused catalog is never opened, so no byte of
/// another file can reach a message.
///
/// Every spelling of one file (`App/L.xcstrings`, `./App/L.xcstrings`, a link inside the
/// repository) resolves to the same real path, so the units of one catalog are imported together
/// once, whatever spellings the file uses.
final class ImportBoundary {
    /// The folder relative catalog paths start from (absolute, as given).
    let root: String
    /// Whether symbolic links that lead out are followed (`--follow-symlinks`).
    let followsSymlinks: Bool
    private let findRepository: (String) -> String?
    private var cachedBoundary: (root: String?, boundary: String?)?

    /// - Parameters:
    ///   - root: `--root`, absolute.
    ///   - repositoryRoot: The top level of the repository a folder lies in, or `nil`.
    init(root: String, followsSymlinks: Bool, repositoryRoot: @escaping (String) -> String?) {
        self.root = root
        self.followsSymlinks = followsSymlinks
        findRepository = repositoryRoot
    }

    /// A catalog a unit names, once checked.
    enum Resolution: Equatable {
        /// Inside the boundary: `realPath` (links resolved) is where it is read and written,
        /// `absolute` (links kept) names its module.
        case inside(realPath: String, absolute: String)
        /// Refused, and why.
        case refused(String)
    }

    /// The real paths of `--root` and of the folder catalogs must stay in.
    private var folders: (root: String?, boundary: String?) {
        if let cachedBoundary { return cachedBoundary }
        let realRoot = SymlinkBoundary.realPath(root)
        let boundary = realRoot.map { realRoot in findRepository(realRoot).flatMap(SymlinkBoundary.realPath) ?? realRoot }
        cachedBoundary = (realRoot, boundary)
        return (realRoot, boundary)
    }

    /// Where the catalog `spelling` (as the file names it) is, or why it is refused.
    func resolve(_ spelling: String) -> Resolution {
        guard !spelling.isEmpty else { return .refused("the unit names no catalog") }
        guard !spelling.unicodeScalars.contains("\u{0}") else { return .refused("the catalog path holds a NUL character") }
        guard spelling.hasSuffix(".xcstrings") else { return .refused("\(quoted(spelling)) is not a String Catalog (.xcstrings)") }
        guard let realRoot = folders.root, let boundary = folders.boundary else {
            return .refused("the folder catalog paths are relative to (--root) cannot be found: \(AtomicFile.errorText())")
        }
        let isAbsolute = spelling.hasPrefix("/")
        let lexical = Self.standardized(isAbsolute ? spelling : realRoot + "/" + spelling)
        let outside = "it leads outside \(Self.describe(boundary)), which catalog paths must stay in"
        if !isAbsolute, !SymlinkBoundary.contains(boundary, lexical) { return .refused(outside) }
        let url = URL(fileURLWithPath: lexical)
        guard let realParent = SymlinkBoundary.realPath(url.deletingLastPathComponent().path) else {
            return .refused("cannot read the catalog (looked for \(lexical)): \(AtomicFile.errorText())")
        }
        var real = realParent + "/" + url.lastPathComponent
        var status = stat()
        if lstat(real, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let target = SymlinkBoundary.realPath(real) {
            real = target
        }
        let absolute = isAbsolute ? lexical : Self.standardized(root + "/" + spelling)
        if SymlinkBoundary.contains(boundary, real) { return .inside(realPath: real, absolute: absolute) }
        if isAbsolute, !SymlinkBoundary.contains(boundary, lexical), !SymlinkBoundary.contains(boundary, realParent) {
            return .refused(outside)
        }
        if followsSymlinks { return .inside(realPath: real, absolute: absolute) }
        return .refused("it is reached through a symbolic link that leads outside \(Self.describe(boundary)); it is not read (--follow-symlinks reads it)")
    }

    /// `path` with `.` and `..` removed, links kept.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func describe(_ boundary: String) -> String {
        "the repository (or --root) \(UntrustedText.oneLine(boundary))"
    }
}
