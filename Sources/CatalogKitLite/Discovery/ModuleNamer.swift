import Foundation

/// Names the module a catalog belongs to, from its path.
///
/// The rule, first match wins:
/// 1. A pattern from the configuration (`modules` in `.xcstrings-a11y.json`), when one matches.
/// 2. The Xcode target that copies the catalog into its bundle (the app first, when several do).
/// 3. The folder right below the last `Sources` folder of the path, the Swift package layout:
///    `Sources/Trailer/Resources/Localizable.xcstrings` belongs to `Trailer`.
/// 4. The nearest parent folder whose name says more than "this is where strings live": folders such
///    as `Resources`, `Localization`, `Localizables`, `Strings`, `Translations`, `Supporting Files`,
///    `Meta` and every `*.lproj` are passed over, so `IceCubesApp/Resources/Localization/x.xcstrings`
///    belongs to `IceCubesApp` and `Mac/AccountStats/mul.lproj/x.xcstrings` to `AccountStats`.
/// 5. Otherwise the catalog's own name without its extension.
package struct ModuleNamer: Sendable {
    /// Folder names that hold resources rather than name a module, compared case-insensitively.
    package static let genericFolders: Set<String> = [
        "resources", "resource", "localization", "localizations", "localizable", "localizables",
        "strings", "translations", "translation", "i18n", "l10n", "supporting files", "supportingfiles",
        "meta", "assets", "catalogs", "sources", "source", "src",
    ]

    /// Explicit names from the configuration: a path prefix and the module it names.
    package var explicitModules: [(prefix: String, module: String)] = []
    /// The folder paths are found from. When set, a path is also matched in its absolute form, so
    /// an absolute prefix names the catalogs of a PATH given as `../proj` too.
    package var workingDirectory: String?
    /// The Xcode projects of the run, whose targets name the catalogs they build.
    package var projects: ProjectTargets = .none

    package func module(forCatalogAt path: String) -> String {
        let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        let spellings = [normalized] + (workingDirectory.map { [PathPattern.absolute(path, relativeTo: $0)] } ?? [])
        for (prefix, module) in explicitModules {
            let folder = prefix.hasSuffix("/") ? prefix : prefix + "/"
            if spellings.contains(where: { $0 == prefix || $0.hasPrefix(folder) }) { return module }
        }
        if !projects.isEmpty, let target = projects.bundling(PathPattern.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)).first {
            return projects.name(of: target)
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let folders = Array(absolute.dropLast())
        if let sources = folders.lastIndex(of: "Sources"), sources + 1 < folders.count {
            return folders[sources + 1]
        }
        if let meaningful = folders.reversed().first(where: { !Self.isGeneric($0) && $0 != "/" }) {
            return meaningful
        }
        return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The folder of the module a catalog belongs to, by the same rules as
    /// ``module(forCatalogAt:)``: the configured prefix, the folder right below `Sources`, or the
    /// nearest folder that names the module; `nil` when the module is named after the catalog
    /// itself. Relative to the current folder when it lies below it, else absolute.
    package func moduleFolder(forCatalogAt path: String) -> String? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let folders = Array(absolute.dropLast())
        var end: Int?
        let spellings = [path] + (workingDirectory.map { [PathPattern.absolute(path, relativeTo: $0)] } ?? [])
        for (prefix, _) in explicitModules {
            let folder = prefix.hasSuffix("/") ? prefix : prefix + "/"
            if spellings.contains(where: { $0.hasPrefix(folder) }) {
                let prefixURL = URL(fileURLWithPath: prefix).standardizedFileURL
                return Self.shown(prefixURL.path)
            }
        }
        if let sources = folders.lastIndex(of: "Sources"), sources + 1 < folders.count {
            end = sources + 1
        } else if let meaningful = folders.indices.reversed().first(where: { !Self.isGeneric(folders[$0]) && folders[$0] != "/" }) {
            end = meaningful
        }
        guard let end else { return nil }
        return Self.shown(NSString.path(withComponents: Array(folders[...end])))
    }

    /// An absolute folder relative to the current folder when it lies below it.
    private static func shown(_ folder: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        if folder == current { return "." }
        return folder.hasPrefix(prefix) ? String(folder.dropFirst(prefix.count)) : folder
    }

    package static func isGeneric(_ folder: String) -> Bool {
        let lowered = folder.lowercased()
        return genericFolders.contains(lowered) || lowered.hasSuffix(".lproj")
    }
}
