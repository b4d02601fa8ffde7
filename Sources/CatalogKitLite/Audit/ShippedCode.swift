import Foundation

/// Which accessibility uses of a Swift file are in code that ships: compiled by a release build of
/// a target that users run. The others are taken out of the audit, each with its reason:
///
/// - a file only test targets compile, or a Swift package's tests;
/// - a file inside an Xcode project's folder that none of its targets compiles (and no package);
/// - a use inside `#if` clauses that every release build of the file's targets decides false:
///   `#if DEBUG`, a condition only debug configurations set, `targetEnvironment(simulator)`,
///   `canImport(XCTest)`, `os(watchOS)` in a target that builds for iOS and macOS.
///
/// A release build is every configuration that is not a debug one, for every platform it builds
/// (see ``BuildEnvironment/shippingBuilds(of:)``). A file no project builds is judged by a release
/// build of which only that is known. A condition a build cannot decide keeps the use.
package struct ShippedCode: Sendable {
    let projects: ProjectTargets
    /// The release builds of each target that ships.
    private let builds: [ProjectTargets.ID: [BuildEnvironment]]

    /// The systems whose builds have no Voice Control (`os()` as build conditions name them).
    static let platformsWithoutVoiceControl: Set<String> = ["tvOS", "watchOS"]

    /// The decisions for the targets of these projects.
    package init(projects: ProjectTargets) {
        self.projects = projects
        var builds: [ProjectTargets.ID: [BuildEnvironment]] = [:]
        for id in projects.allTargets where projects[id].kind.ships {
            builds[id] = BuildEnvironment.shippingBuilds(of: projects[id])
        }
        self.builds = builds
    }

    /// Moves the uses of `source.scan` that no release build compiles into `source.skipped`.
    /// `absolutePath` is the file's absolute, standardized path; `package` its Swift package target.
    package func separate(_ source: inout ScannedSource, absolutePath: String, package: PackageTarget?) {
        guard !source.scan.uses.isEmpty else { return }
        let environments: [BuildEnvironment]
        let builders: String
        // A package's `Tests/` holds test code, even where an Xcode project (a UI-test host app)
        // compiles it.
        if let package, package.isTests {
            return skipAll(&source, reason: "the file is in the test target \(package.name) of a Swift package")
        }
        if !source.buildTargets.isEmpty {
            let shipping = source.buildTargets.filter { projects[$0].kind.ships }
            guard !shipping.isEmpty else {
                let names = Self.names(source.buildTargets.map { projects[$0].name })
                let one = source.buildTargets.count == 1
                let reason = source.buildTargets.allSatisfy { projects[$0].kind.isTests }
                    ? "only the test target\(one ? "" : "s") \(names) compile\(one ? "s" : "") the file"
                    : "only \(names), which do\(one ? "es" : "") not ship, compile\(one ? "s" : "") the file"
                return skipAll(&source, reason: reason)
            }
            environments = shipping.flatMap { builds[$0] ?? [] }
            builders = " of " + Self.names(shipping.map { projects[$0].name })
        } else if package == nil, let project = projects.project(containing: absolutePath) {
            let name = URL(fileURLWithPath: projects.projects[project].path).lastPathComponent
            return skipAll(&source, reason: "no target of \(name) compiles the file")
        } else {
            environments = [.release]
            builders = ""
        }
        var kept: [AccessibilityUse] = []
        for use in source.scan.uses {
            let clauses = source.scan.clauses(containing: use.callPosition.offset)
            let shipping = environments.filter { environment in clauses.allSatisfy { environment.evaluate($0.requirement) != false } }
            guard shipping.isEmpty else {
                kept.append(use)
                if shipping.allSatisfy({ Self.platformsWithoutVoiceControl.contains($0.os ?? "") }) {
                    source.withoutVoiceControl.insert(use.callPosition.offset)
                }
                continue
            }
            let reason: String
            if let clause = clauses.first(where: { clause in environments.allSatisfy { $0.evaluate(clause.requirement) == false } }) {
                reason = "\(clause.written) is false in every release build\(builders)"
            } else {
                reason = "its #if clauses (lines \(clauses.map { String($0.line) }.joined(separator: ", "))) are never true together in a release build\(builders)"
            }
            source.skipped.append(SkippedUse(use: use, reason: reason))
        }
        source.scan.uses = kept
    }

    private func skipAll(_ source: inout ScannedSource, reason: String) {
        source.skipped += source.scan.uses.map { SkippedUse(use: $0, reason: reason) }
        source.scan.uses = []
    }

    /// `A`, `A and B`, `A, B and C`.
    static func names(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
