import CatalogKitLite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An Xcode Localization Catalog (`de.xcloc`), the folder Xcode's "Export Localizations" writes
/// and translation vendors exchange:
///
/// ```
/// de.xcloc/
///   contents.json                  developmentRegion, project, targetLocale, toolInfo, version
///   Localized Contents/de.xliff    the XLIFF 1.2 of every catalog, one <file> each
///   Source Contents/<path>         each catalog as it was, at its path (the XLIFF's original)
///   Notes/                         anything for the translator (Xcode leaves it empty)
/// ```
///
/// `export -o de.xcloc` writes one, with this tool's notes in the XLIFF; `import de.xcloc` reads
/// ours and Xcode's (`Localized Contents/<targetLocale>.xliff`, other files there ignored).
enum XclocBundle {
    static let localizedContents = "Localized Contents"
    static let sourceContents = "Source Contents"
    static let notes = "Notes"
    static let contents = "contents.json"

    /// Whether a path names a bundle: it ends in `.xcloc`, or it is a folder with `contents.json`
    /// and `Localized Contents`.
    static func isBundle(_ path: String) -> Bool {
        if path.lowercased().hasSuffix(".xcloc") || path.lowercased().hasSuffix(".xcloc/") { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            && FileManager.default.fileExists(atPath: path + "/" + localizedContents)
    }

    // MARK: - Reading

    /// The XLIFF of a bundle: where it is (for messages), its bytes, and the `targetLocale` of
    /// `contents.json`.
    struct Contents {
        var xliffPath: String
        var bytes: [UInt8]
        var targetLocale: String?
    }

    /// Reads the bundle at `path` (as given) from `absolute`.
    static func read(_ path: String, absolute: String, maximumSize: Int) throws(FileReadError) -> Contents {
        var targetLocale: String?
        let contentsPath = absolute + "/" + contents
        if FileManager.default.fileExists(atPath: contentsPath) {
            let bytes = try FileBytes.read(path: contentsPath, maximumSize: 1 << 20)
            guard let object = try? JSONReader.parse(bytes).value, object.members != nil else {
                throw FileReadError(path: path + "/" + contents, reason: "it is not a JSON object as Xcode writes contents.json")
            }
            targetLocale = object[member: "targetLocale"]?.string
        }
        let folder = absolute + "/" + localizedContents
        var candidates: [String] = []
        if let targetLocale, FileManager.default.fileExists(atPath: folder + "/" + targetLocale + ".xliff") {
            candidates = [targetLocale + ".xliff"]
        } else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            candidates = names.filter { $0.lowercased().hasSuffix(".xliff") || $0.lowercased().hasSuffix(".xlf") }.sorted()
        }
        guard candidates.count == 1, let name = candidates.first else {
            let found = candidates.isEmpty ? "none" : candidates.joined(separator: ", ")
            throw FileReadError(path: path, reason: "a localization catalog holds one XLIFF file in '\(localizedContents)/' (\(targetLocale.map { "\($0).xliff" } ?? "<language>.xliff")); found \(found)")
        }
        let xliffPath = path + "/" + localizedContents + "/" + name
        return Contents(xliffPath: xliffPath, bytes: try FileBytes.read(path: folder + "/" + name, maximumSize: maximumSize), targetLocale: targetLocale)
    }

    // MARK: - Writing

    /// Writes a bundle at `path`: `xliff` as `Localized Contents/<language>.xliff`, the catalogs
    /// (paths as the XLIFF names them, read from `catalogFiles`) under `Source Contents/`, an empty
    /// `Notes/` and `contents.json`. The bundle is made beside `path` and renamed into place; a
    /// bundle already there is replaced, anything else at `path` (a file, a folder that is no
    /// bundle, a symbolic link) is refused.
    static func write(
        _ path: String, xliff: String, language: String, developmentRegion: String?, project: String?,
        catalogFiles: [(shownPath: String, file: String)]
    ) throws(FileWriteError) {
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                let what = status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a folder"
                throw FileWriteError(path: path, reason: "it is \(what); a localization catalog is a folder, and nothing was written")
            }
            guard FileManager.default.fileExists(atPath: path + "/" + contents) else {
                throw FileWriteError(path: path, reason: "it is a folder but no localization catalog (no contents.json); it is left as it is")
            }
        }
        let url = URL(fileURLWithPath: path)
        let parent = url.deletingLastPathComponent().path
        let staging = try makeFolder(template: parent + "/." + url.lastPathComponent + ".tmp-XXXXXX", path: path)
        // mkdtemp makes the folder for its owner alone; a bundle gets the usual permissions.
        chmod(staging, 0o777 & ~FileCreationMask.current)
        do throws(FileWriteError) {
            try makeFolders(staging, [localizedContents, sourceContents, notes], path: path)
            try AtomicFile.write(contentsJSON(developmentRegion: developmentRegion, project: project, language: language), to: staging + "/" + contents)
            try AtomicFile.write(xliff, to: staging + "/" + localizedContents + "/" + language + ".xliff")
            for (shownPath, file) in catalogFiles {
                guard let relative = sourceContentsPath(shownPath) else { continue }
                let target = staging + "/" + sourceContents + "/" + relative
                try makeFolders(staging, [sourceContents + "/" + URL(fileURLWithPath: relative).deletingLastPathComponent().relativePath], path: path)
                let bytes: [UInt8]
                do throws(FileReadError) {
                    bytes = try FileBytes.read(path: file)
                } catch {
                    throw FileWriteError(path: path, reason: "cannot copy \(UntrustedText.oneLine(shownPath)) into \(sourceContents): \(error.reason)")
                }
                try AtomicFile.write(bytes, to: target)
            }
            if exists {
                let old = try makeFolder(template: parent + "/." + url.lastPathComponent + ".old-XXXXXX", path: path)
                guard rename(path, old + "/bundle") == 0 else { throw FileWriteError(path: path, reason: AtomicFile.errorText()) }
                guard rename(staging, path) == 0 else {
                    let reason = AtomicFile.errorText()
                    rename(old + "/bundle", path)
                    rmdir(old)
                    throw FileWriteError(path: path, reason: reason)
                }
                try? FileManager.default.removeItem(atPath: old)
            } else {
                guard rename(staging, path) == 0 else { throw FileWriteError(path: path, reason: AtomicFile.errorText()) }
            }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
    }

    /// Where a catalog goes below `Source Contents/`: its path, when it is relative and stays inside
    /// (as Xcode's paths relative to the project are); `nil` for any other.
    static func sourceContentsPath(_ catalogPath: String) -> String? {
        var components: [String] = []
        for component in catalogPath.split(separator: "/") where component != "." {
            guard component != ".." else { return nil }
            components.append(String(component))
        }
        guard !catalogPath.hasPrefix("/"), !components.isEmpty else { return nil }
        return components.joined(separator: "/")
    }

    /// `contents.json` as Xcode lays it out: sorted keys, two spaces, `"key" : value`, no final
    /// line break.
    static func contentsJSON(developmentRegion: String?, project: String?, language: String) -> String {
        var members: [(String, String)] = []
        if let developmentRegion { members.append(("developmentRegion", string(developmentRegion))) }
        if let project { members.append(("project", string(project))) }
        members.append(("targetLocale", string(language)))
        let tool = [
            ("toolBuildNumber", string(ToolInfo.version)), ("toolID", string(ToolInfo.name)),
            ("toolName", string(ToolInfo.name)), ("toolVersion", string(ToolInfo.version)),
        ]
        members.append(("toolInfo", "{\n" + tool.map { "    \(string($0.0)) : \($0.1)" }.joined(separator: ",\n") + "\n  }"))
        members.append(("version", string("1.0")))
        return "{\n" + members.map { "  \(string($0.0)) : \($0.1)" }.joined(separator: ",\n") + "\n}"
    }

    /// A JSON string literal.
    private static func string(_ text: String) -> String {
        jsonStringLiteral(text)
    }

    private static func makeFolder(template: String, path: String) throws(FileWriteError) -> String {
        var bytes = Array(template.utf8)
        bytes.append(0)
        let made = bytes.withUnsafeMutableBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdtemp($0.baseAddress!) } }
        guard made != nil else { throw FileWriteError(path: path, reason: AtomicFile.errorText()) }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    private static func makeFolders(_ base: String, _ relatives: [String], path: String) throws(FileWriteError) {
        for relative in relatives where !relative.isEmpty && relative != "." {
            do {
                try FileManager.default.createDirectory(atPath: base + "/" + relative, withIntermediateDirectories: true)
            } catch {
                throw FileWriteError(path: path, reason: error.localizedDescription)
            }
        }
    }
}
