import CatalogKitLite
import Foundation

/// What a timed child of `Benchmarks/run projects` does, on one thread: read every Xcode project
/// under the folders (`project.pbxproj` with its `.xcconfig` files), and with `code` also every Swift
/// file: lex it, recognise its accessibility calls, find the targets that compile it and decide the
/// `#if` clauses of each call in their release builds, as `check` does per file. Prints `files=`,
/// `bytes=` (project files and Swift files read), `projects=`, `targets=`, `uses=`, `skipped=` and
/// `errors=` for the launcher to check.
enum ProjectWorkload {
    /// The `.xcodeproj` folders in a folder, sorted (an app's project sits at its top; finding the
    /// files is the discovery's walk, which the source benchmark times already).
    static func xcodeprojs(under folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder + "/" + $0 }
    }

    static func read(folders: [String], code: Bool) -> Never {
        let recognizer = AccessibilityCallRecognizer()
        var counts = (files: 0, bytes: 0, projects: 0, targets: 0, uses: 0, skipped: 0, errors: 0)
        for folder in folders {
            var projects: [XcodeProject] = []
            for xcodeproj in xcodeprojs(under: folder) {
                do {
                    projects.append(try PBXProjectReader.read(xcodeproj: xcodeproj, workingDirectory: "/"))
                    counts.bytes += (try? FileManager.default.attributesOfItem(atPath: xcodeproj + "/project.pbxproj")[.size] as? Int) ?? 0
                } catch {
                    counts.errors += 1
                }
            }
            let targets = ProjectTargets(projects)
            counts.projects += projects.count
            counts.targets += targets.allTargets.count
            guard code else { continue }
            var releaseBuilds: [ProjectTargets.ID: [BuildEnvironment]] = [:]
            for path in SourceWorkload.swiftFiles(under: [folder]) {
                guard let content = try? FileBytes.read(path: path), let scan = try? recognizer.scan(content) else {
                    counts.errors += 1
                    continue
                }
                counts.files += 1
                counts.bytes += content.count
                let compiling = targets.compiling(PathPattern.absolute(path, relativeTo: "/")).filter { targets[$0].kind.ships }
                let builds = compiling.flatMap { id in
                    if let known = releaseBuilds[id] { return known }
                    let made = BuildEnvironment.shippingBuilds(of: targets[id])
                    releaseBuilds[id] = made
                    return made
                }
                let environments = builds.isEmpty ? [BuildEnvironment.release] : builds
                for use in scan.uses {
                    let clauses = scan.clauses(containing: use.callPosition.offset)
                    let ships = environments.contains { environment in clauses.allSatisfy { environment.evaluate($0.requirement) != false } }
                    if ships { counts.uses += 1 } else { counts.skipped += 1 }
                }
            }
        }
        print("files=\(counts.files)\nbytes=\(counts.bytes)\nprojects=\(counts.projects)\ntargets=\(counts.targets)")
        print("uses=\(counts.uses)\nskipped=\(counts.skipped)\nerrors=\(counts.errors)")
        exit(0)
    }
}
