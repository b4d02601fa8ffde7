import Foundation

extension UnshippedTypes {
    /// The files of the packages an app's repository keeps for itself: a package whose folder holds
    /// none of the run's app entry points, while the run holds one outside it (Quartz's `QuartzKit/`
    /// beside `Quartz/QuartzApp.swift`, KozBon's `KozBonPackages/`). Its public views are the app's
    /// to make. A library whose package holds its own demo app (`Package.swift` at the root,
    /// `Examples/Demo/DemoApp.swift` below it) is made by others too: none of its files count.
    ///
    /// - Parameter files: Per file of the run: its package target (`nil` outside a package), whether
    ///   it marks an app's entry point, and its absolute path.
    static func appPackageFiles(_ files: [(target: PackageTarget?, hasEntryPoint: Bool, path: String)]) -> Set<Int> {
        var roots: [String: String?] = [:]
        var packageRoots: [Int: String] = [:]
        for (index, entry) in files.enumerated() {
            guard let target = entry.target, !target.isTests else { continue }
            if roots[target.folder] == nil { roots[target.folder] = packageRoot(above: target.folder) }
            if let root = roots[target.folder] ?? nil { packageRoots[index] = root }
        }
        guard !packageRoots.isEmpty else { return [] }
        let entryPoints = files.filter(\.hasEntryPoint).map(\.path)
        guard !entryPoints.isEmpty else { return [] }
        let librariesWithApps = Set(packageRoots.values.filter { root in entryPoints.contains { PathPattern.isPrefix(root, of: $0) } })
        return Set(packageRoots.filter { !librariesWithApps.contains($0.value) }.keys)
    }

    /// The nearest folder at or above `folder` that holds a `Package.swift`.
    private static func packageRoot(above folder: String) -> String? {
        var current = folder
        while !current.isEmpty, current != "/" {
            if FileManager.default.fileExists(atPath: current + "/Package.swift") { return current }
            current = (current as NSString).deletingLastPathComponent
        }
        return nil
    }
}
