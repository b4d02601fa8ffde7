import Foundation

/// A Swift package target: its name and the folder its sources (and resources) live in.
package struct PackageTarget: Hashable, Sendable {
    /// The target's name, which is its module's name.
    package var name: String
    /// The target's folder, absolute and standardized, without a trailing slash.
    package var folder: String
    /// Whether it is a test target (`Tests/<name>`, or `.testTarget` with a `path:`).
    package var isTests = false
}

/// Finds the Swift package target a file belongs to: a target with a plain-literal `path:` in the
/// nearest `Package.swift`, else the folder right below `Sources/` (or, for a test target,
/// `Tests/`) next to a `Package.swift` (`Packages/Timeline/Sources/Timeline/…` belongs to
/// `Timeline`). A file with no manifest above its `Sources` folder (an Xcode app's folder named
/// `Sources`) is in no package.
///
/// Manifests are read once each; the layout is made once per run and shared by the threads.
package final class SwiftPackageLayout: @unchecked Sendable {
    private let lock = NSLock()
    /// Per folder: whether it holds a `Package.swift`, and what it declares of its targets.
    private var manifests: [String: Manifest?] = [:]

    /// What a manifest says of its targets' folders.
    struct Manifest {
        /// The targets it declares with a `path:`.
        var targets: [PackageTarget] = []
        /// Per target name, the paths its `exclude:` lists, relative to the target's folder: files
        /// the package does not build or bundle (a catalog that a build script compiles into an
        /// app's main bundle instead).
        var excluded: [String: [String]] = [:]
        /// The one target of a package whose sources lie right in `Sources/` (no `Sources/<name>`
        /// folder, as SwiftPM allows a package of a single target): GitOK's `MagicAlert`.
        var targetAtSources: String?
        /// The names the manifest writes as plain string literals (`.library(name: "AppCore", …)`):
        /// a folder of one of them that holds `Sources` or `Tests` is that target's, where the
        /// manifest makes its targets' paths from their names (KozBon's
        /// `path: "\(name)/Sources"`, 48th study).
        var literalNames: Set<String> = []
        /// Which targets its products bring into a build for each platform.
        var graph: PackageBuildGraph
    }

    package init() {}

    /// The target of a file at an absolute, standardized path, or `nil` outside any package.
    package func target(ofFileAt path: String) -> PackageTarget? {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return nil }
        components.removeLast()
        // From the file's folder up: the first folder with a manifest decides.
        var depth = components.count
        while depth >= 0 {
            let folder = "/" + components[0..<depth].joined(separator: "/")
            if let manifest = manifest(in: folder) {
                let inside = components[depth...]
                let relative = inside.joined(separator: "/")
                // A declared `path:` wins, the longest first.
                let target: PackageTarget
                if let declared = manifest.targets
                    .filter({ relative == $0.folder || relative.hasPrefix($0.folder + "/") })
                    .max(by: { $0.folder.count < $1.folder.count }) {
                    target = PackageTarget(
                        name: declared.name, folder: folder == "/" ? "/" + declared.folder : folder + "/" + declared.folder, isTests: declared.isTests)
                } else if let name = manifest.targetAtSources, inside.first == "Sources" {
                    target = PackageTarget(name: name, folder: (folder == "/" ? "" : folder) + "/Sources")
                } else if inside.count >= 2, inside.first == "Sources" || inside.first == "Tests" {
                    let name = inside[inside.startIndex + 1]
                    let kind = inside[inside.startIndex]
                    target = PackageTarget(name: name, folder: (folder == "/" ? "" : folder) + "/\(kind)/" + name, isTests: kind == "Tests")
                } else if inside.count >= 2, let name = inside.first, manifest.literalNames.contains(name),
                          let kind = inside.dropFirst().first, kind == "Sources" || kind == "Tests" {
                    target = PackageTarget(
                        name: kind == "Tests" ? name + "Tests" : name, folder: (folder == "/" ? "" : folder) + "/\(name)/\(kind)", isTests: kind == "Tests")
                } else {
                    return nil
                }
                // A file the target's `exclude:` lists is not the package's.
                let withinTarget = String(path.dropFirst(target.folder.count + 1))
                let isExcluded = manifest.excluded[target.name, default: []].contains { withinTarget == $0 || withinTarget.hasPrefix($0 + "/") }
                return isExcluded ? nil : target
            }
            depth -= 1
        }
        return nil
    }

    /// Which targets the products of the package in `folder` (absolute, standardized) bring into a
    /// build, or `nil` when the folder has no manifest.
    package func buildGraph(ofPackageIn folder: String) -> PackageBuildGraph? {
        manifest(in: folder)?.graph
    }

    /// The folder of the manifest that declares a package target: the nearest above its folder.
    package func manifestFolder(of target: PackageTarget) -> String? {
        var folder = URL(fileURLWithPath: target.folder).deletingLastPathComponent().path
        while true {
            if manifest(in: folder) != nil { return folder }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        }
    }

    /// What the folder's `Package.swift` declares of its targets, or `nil` when the folder has no
    /// manifest.
    private func manifest(in folder: String) -> Manifest? {
        lock.lock()
        if let known = manifests[folder] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let manifest = (folder == "/" ? "" : folder) + "/Package.swift"
        var found: Manifest?
        if let bytes = try? FileBytes.read(path: manifest, maximumSize: 4 << 20) {
            let text = String(decoding: bytes, as: UTF8.self)
            found = Manifest(
                targets: Self.declaredPaths(in: text), excluded: Self.declaredExclusions(in: text), literalNames: Self.literalNames(in: text),
                graph: PackageBuildGraph(manifest: text))
            let unplaced = Self.targetsWithoutPath(in: text)
            var isFolder: ObjCBool = false
            if unplaced.count == 1,
               !FileManager.default.fileExists(atPath: (folder == "/" ? "" : folder) + "/Sources/" + unplaced[0], isDirectory: &isFolder) || !isFolder.boolValue {
                found?.targetAtSources = unplaced[0]
            }
        }
        lock.lock()
        manifests[folder] = found
        lock.unlock()
        return found
    }

    /// Each target declaration of a manifest (`.target(`, `.executableTarget(`, …): its kind as
    /// written and the text of its arguments.
    private static func targetCalls(in manifest: String) -> [(kind: String, arguments: Substring)] {
        let kinds = [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".plugin(", ".binaryTarget("]
        var calls: [(kind: String, arguments: Substring)] = []
        var rest = Substring(manifest)
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            calls.append((String(rest[start]), balancedArguments(rest[start.upperBound...])))
            rest = rest[start.upperBound...]
        }
        return calls
    }

    /// The plain string literals of a manifest that could name a target: letters, digits, `_`
    /// and `-`, starting with a letter.
    package static func literalNames(in manifest: String) -> Set<String> {
        var names = Set<String>()
        for piece in manifest.split(separator: "\"", omittingEmptySubsequences: false).enumerated() where piece.offset % 2 == 1 {
            let text = piece.element
            guard let first = text.first, first.isLetter, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { continue }
            names.insert(String(text))
        }
        return names
    }

    /// A path as a manifest writes it, without `./` or a trailing slash.
    private static func normalized(_ path: Substring) -> String {
        var folder = path.hasPrefix("./") ? String(path.dropFirst(2)) : String(path)
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }

    /// The targets of a manifest that name a plain-literal `path:`: `.target(name: "Core", path: "Sources/CoreKit")`.
    /// `folder` is the path as written, relative to the manifest, without `./` or a trailing slash.
    package static func declaredPaths(in manifest: String) -> [PackageTarget] {
        targetCalls(in: manifest).compactMap { kind, arguments in
            guard let name = literal(after: "name:", in: arguments), let path = literal(after: "path:", in: arguments) else { return nil }
            let folder = normalized(Substring(path))
            return folder.isEmpty ? nil : PackageTarget(name: name, folder: folder, isTests: kind == ".testTarget(")
        }
    }

    /// The names of the targets a manifest declares without a `path:`, tests, plugins, macros and
    /// binary targets left out: those SwiftPM looks for under `Sources/`.
    package static func targetsWithoutPath(in manifest: String) -> [String] {
        targetCalls(in: manifest).compactMap { kind, arguments in
            guard kind == ".target(" || kind == ".executableTarget(", literal(after: "path:", in: arguments) == nil else { return nil }
            return literal(after: "name:", in: arguments)
        }
    }

    /// The plain-literal paths each target's `exclude: [...]` lists, by target name, without `./`
    /// or a trailing slash: `.executableTarget(name: "App", exclude: ["Resources/Localizable.xcstrings"])`.
    package static func declaredExclusions(in manifest: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (_, arguments) in targetCalls(in: manifest) {
            guard let name = literal(after: "name:", in: arguments), let label = arguments.range(of: "exclude:") else { continue }
            let after = arguments[label.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard after.first == "[", let close = after.firstIndex(of: "]") else { continue }
            var paths: [String] = []
            var list = after[after.index(after: after.startIndex)..<close]
            // Each plain literal of the list; comments and other expressions are passed over.
            while let open = list.firstIndex(of: "\"") {
                let body = list[list.index(after: open)...].prefix { $0 != "\"" && $0 != "\\" && $0 != "\n" }
                guard body.endIndex < list.endIndex, list[body.endIndex] == "\"" else { break }
                let path = normalized(body)
                if !path.isEmpty { paths.append(path) }
                list = list[list.index(after: body.endIndex)...]
            }
            if !paths.isEmpty { result[name, default: []] += paths }
        }
        return result
    }

    /// The text up to the parenthesis that closes the call (parentheses inside string literals are
    /// skipped); the whole text when none does.
    private static func balancedArguments(_ text: Substring) -> Substring {
        let close = PackageBuildGraph.firstTopLevel(in: text, opening: "(", closing: ")") { _, character, depth in depth == 0 && character == ")" }
        return close.map { text[..<$0] } ?? text
    }

    /// The string literal right after a label at the top level of the arguments, when it is plain.
    private static func literal(after label: String, in arguments: Substring) -> String? {
        guard let found = arguments.range(of: label) else { return nil }
        let after = arguments[found.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard after.first == "\"" else { return nil }
        let body = after.dropFirst().prefix { $0 != "\"" && $0 != "\\" && $0 != "\n" }
        guard body.endIndex < after.endIndex, after[body.endIndex] == "\"" else { return nil }
        return String(body)
    }
}
