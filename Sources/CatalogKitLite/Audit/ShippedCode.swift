import Foundation

/// Which accessibility uses of a Swift file are in code that ships: compiled by a release build of
/// a target that users run. The others are taken out of the audit, each with its reason:
///
/// - a file only test targets compile, or a Swift package's tests, or one no target compiles that
///   imports `XCTest` or `Testing` (or a module `@testable`); or only an example app beside the
///   product (``ProjectTargets/exampleApps``);
/// - a file inside an Xcode project's folder that none of its targets compiles (and no package);
/// - a use inside `#if` clauses that every release build of the file's targets decides false:
///   `#if DEBUG`, a condition only debug configurations set, `targetEnvironment(simulator)`,
///   `canImport(XCTest)`, `os(watchOS)` in a target that builds for iOS and macOS.
///
/// A release build is every configuration that is not a debug one, for every platform it builds
/// (see ``BuildEnvironment/shippingBuilds(of:)``). A file of a local Swift package is built for the
/// platforms of the shipping targets that link the package (an iOS app's package never takes its
/// `#if os(macOS)` branch); a file no project builds is judged by a release build of which only
/// that is known. A condition a build cannot decide keeps the use.
package struct ShippedCode: Sendable {
    let projects: ProjectTargets
    /// The release builds of each target that ships.
    private let builds: [ProjectTargets.ID: [BuildEnvironment]]
    /// The example apps beside a project's product, with the folder that shows it: they ship to nobody.
    private let exampleApps: [ProjectTargets.ID: String]
    /// The apps beside a project's product that are never signed for a device: they ship to nobody.
    private let simulatorOnlyApps: Set<ProjectTargets.ID>
    /// The targets whose code reaches users: they ship, and are neither example apps nor apps that
    /// run only in the simulator.
    private let shippingTargets: Set<ProjectTargets.ID>
    /// The local packages' manifests, for which of their targets a linked product brings in.
    private let layout: SwiftPackageLayout

    /// The systems whose builds have no Voice Control (`os()` as build conditions name them).
    static let platformsWithoutVoiceControl: Set<String> = ["tvOS", "watchOS"]

    /// The decisions for the targets of these projects.
    package init(projects: ProjectTargets, layout: SwiftPackageLayout = SwiftPackageLayout()) {
        self.projects = projects
        self.layout = layout
        exampleApps = projects.exampleApps
        let simulatorOnlyApps = projects.simulatorOnlyApps(besideExamples: exampleApps)
        self.simulatorOnlyApps = simulatorOnlyApps
        let shippingTargets = Set(projects.allTargets.filter { [exampleApps] id in
            projects[id].kind.ships && exampleApps[id] == nil && !simulatorOnlyApps.contains(id)
        })
        self.shippingTargets = shippingTargets
        var builds: [ProjectTargets.ID: [BuildEnvironment]] = [:]
        for id in projects.allTargets where shippingTargets.contains(id) {
            builds[id] = BuildEnvironment.shippingBuilds(of: projects[id])
        }
        self.builds = builds
    }

    /// The release builds that compile a file, or why none does.
    package enum FileBuilds: Sendable {
        /// No release build compiles the file, for this reason.
        case none(reason: String)
        /// These builds compile it; `builders` names their targets for a reason (" of App", or
        /// empty for a file no project builds).
        case some([BuildEnvironment], builders: String)
    }

    /// Whether the file is compiled by targets of the run's projects and only by apps, their
    /// extensions and their tests: its `public` declarations are the app's alone, since no other
    /// module links an app.
    package func isCompiledByAppsAlone(_ source: ScannedSource) -> Bool {
        let kinds = source.buildTargets.map { projects[$0].kind }
        return kinds.contains { $0 == .app || $0 == .appExtension }
            && kinds.allSatisfy { $0 == .app || $0 == .appExtension || $0.isTests }
    }

    /// The release builds that compile a file. `absolutePath` is the file's absolute, standardized
    /// path; `package` its Swift package target.
    package func builds(of source: ScannedSource, absolutePath: String, package: PackageTarget?) -> FileBuilds {
        // A package's `Tests/` holds test code, even where an Xcode project (a UI-test host app)
        // compiles it.
        if let package, package.isTests {
            return .none(reason: "the file is in the test target \(package.name) of a Swift package")
        }
        // A test folder only a manifest the run does not read names (Tuist's `Project.swift`):
        // its imports say what it is, where no project's target says otherwise.
        if source.buildTargets.isEmpty, let framework = source.testImport {
            return .none(reason: "the file imports \(framework), as only tests do")
        }
        if !source.buildTargets.isEmpty {
            let shipping = source.buildTargets.filter(shippingTargets.contains)
            guard !shipping.isEmpty else {
                let names = Self.names(source.buildTargets.map { projects[$0].name })
                let one = source.buildTargets.count == 1
                let reason = if source.buildTargets.allSatisfy({ projects[$0].kind.isTests }) {
                    "only the test target\(one ? "" : "s") \(names) compile\(one ? "s" : "") the file"
                } else if one, let folder = exampleApps[source.buildTargets[0]] {
                    "only \(names), an example app beside the product (in \(folder)), compiles the file"
                } else if one, simulatorOnlyApps.contains(source.buildTargets[0]) {
                    "only \(names), an app beside the product that is never signed (CODE_SIGNING_ALLOWED = NO) and so runs only in the simulator, compiles the file"
                } else {
                    "only \(names), which do\(one ? "es" : "") not ship, compile\(one ? "s" : "") the file"
                }
                return .none(reason: reason)
            }
            return .some(shipping.flatMap { builds[$0] ?? [] }, builders: " of " + Self.names(shipping.map { projects[$0].name }))
        } else if package == nil, let project = projects.project(containing: absolutePath) {
            let name = URL(fileURLWithPath: projects.projects[project].path).lastPathComponent
            return .none(reason: "no target of \(name) compiles the file")
        } else if package == nil, !projects.isEmpty {
            // Outside every project's folder, and no target names it (blaseunddarm's `android/`
            // copies of its iOS code, beside `ios/project.yml`).
            let names = Self.names(projects.projects.map { URL(fileURLWithPath: $0.path).lastPathComponent })
            return .none(reason: "no target of \(names) compiles the file, and no Swift package holds it")
        } else if let package {
            let graph = layout.manifestFolder(of: package).flatMap(layout.buildGraph(ofPackageIn:))
            // The shipping targets that link the package, each with the products it links.
            let linking = projects.allTargets.compactMap { id -> (id: ProjectTargets.ID, links: [PackageProductLink])? in
                guard builds[id] != nil else { return nil }
                let links = self.links(of: id, to: package, graph: graph)
                return links.isEmpty ? nil : (id, links)
            }
            if !linking.isEmpty {
                let names = Self.names(linking.map { projects[$0.id].name })
                let environments = packageBuilds(of: package, linkedBy: linking.map { (projects[$0.id], $0.links) }, graph: graph)
                guard !environments.isEmpty else {
                    let platforms = Self.names(Set(linking.flatMap { projects[$0.id].platforms }).sorted().map(\.description))
                    return .none(reason: "\(names) (\(platforms)) link\(linking.count == 1 ? "s" : "") products of its package that bring in \(package.name) only for other platforms (Package.swift)")
                }
                return .some(environments, builders: " of \(package.name) in " + names)
            }
        }
        return .some([.release], builders: "")
    }

    /// The release builds of a local package's code inside the apps that link it: one per platform
    /// those targets build for and for which the products they link bring the package target in
    /// (see ``PackageBuildGraph``). Only the platform carries over: an app's compilation conditions
    /// do not reach a package, which Xcode builds with `DEBUG` in debug configurations alone.
    private func packageBuilds(
        of package: PackageTarget, linkedBy targets: [(target: ProjectTarget, links: [PackageProductLink])], graph: PackageBuildGraph?
    ) -> [BuildEnvironment] {
        var result: [BuildEnvironment] = []
        for (target, links) in targets {
            let platforms: [TargetPlatform?] = target.platforms.isEmpty ? [nil] : target.platforms
            for platform in platforms {
                if let platform, let graph, !Self.compiles(package, through: links, for: platform, graph: graph) { continue }
                let environment = BuildEnvironment(os: platform?.os, isCatalyst: platform?.isCatalyst)
                if !result.contains(environment) { result.append(environment) }
            }
        }
        return result
    }

    /// The products a target links that bring in code of the package target: a product of the
    /// package whose folder it names, or, where the project names the product alone (Xcode before
    /// 15; kero's `STTextView`), a product named like the target or one the package's manifest
    /// declares.
    private func links(of id: ProjectTargets.ID, to package: PackageTarget, graph: PackageBuildGraph?) -> [PackageProductLink] {
        projects[id].packageProducts.filter { link in
            link.links(targetFolder: package.folder, targetName: package.name)
                || (link.packageFolder == nil && graph?.products[link.productName] != nil)
        }
    }

    /// Whether a build for `platform` that links `links` compiles the package target: `true` unless
    /// the manifest that declares the target says exactly that the products bring it in only under
    /// conditions on other platforms. A target they do not bring in at all is still taken as built:
    /// another app, or a product this run does not see, may link it.
    private static func compiles(
        _ package: PackageTarget, through links: [PackageProductLink], for platform: TargetPlatform, graph: PackageBuildGraph
    ) -> Bool {
        let products = links.map(\.productName)
        guard graph.dependencies[package.name] != nil,
              let anywhere = graph.targets(builtFor: products, os: nil), anywhere.contains(package.name),
              let built = graph.targets(builtFor: products, os: platform.os, isCatalyst: platform.isCatalyst) else { return true }
        return built.contains(package.name)
    }

    /// Why no release build compiles the byte at `offset` of a file that `builds` compile, or `nil`
    /// when one does.
    package static func reasonNotShipped(_ offset: Int, in scan: SourceScan, builds: FileBuilds) -> String? {
        switch builds {
        case .none(let reason):
            return reason
        case .some(let environments, let builders):
            let clauses = scan.clauses(containing: offset)
            return shipping(environments, clauses).isEmpty ? reason(clauses, environments: environments, builders: builders) : nil
        }
    }

    /// The builds whose conditions do not rule out code inside all of `clauses`.
    private static func shipping(_ environments: [BuildEnvironment], _ clauses: [ConditionalClause]) -> [BuildEnvironment] {
        environments.filter { environment in clauses.allSatisfy { environment.evaluate($0.requirement) != false } }
    }

    /// Why code inside `clauses` is in none of `environments`.
    private static func reason(_ clauses: [ConditionalClause], environments: [BuildEnvironment], builders: String) -> String {
        if let clause = clauses.first(where: { clause in environments.allSatisfy { $0.evaluate(clause.requirement) == false } }) {
            return "\(clause.written) is false in every release build\(builders)"
        }
        return "its #if clauses (lines \(clauses.map { String($0.line) }.joined(separator: ", "))) are never true together in a release build\(builders)"
    }

    /// Moves the uses of `source.scan` that no release build compiles into `source.skipped` (its
    /// other lookups into `source.skippedLookups`), and returns the builds that compile the file.
    @discardableResult
    package func separate(_ source: inout ScannedSource, absolutePath: String, package: PackageTarget?) -> FileBuilds {
        let fileBuilds = builds(of: source, absolutePath: absolutePath, package: package)
        switch fileBuilds {
        case .none:
            source.skippedLookups += source.scan.otherLookups
            source.scan.otherLookups = []
        case .some(let environments, _):
            let scan = source.scan
            let ships = { (lookup: CodeLookup) in !Self.shipping(environments, scan.clauses(containing: lookup.position.offset)).isEmpty }
            source.skippedLookups += scan.otherLookups.filter { !ships($0) }
            source.scan.otherLookups = scan.otherLookups.filter(ships)
        }
        guard !source.scan.uses.isEmpty else { return fileBuilds }
        switch fileBuilds {
        case .none(let reason):
            skipAll(&source, reason: reason)
        case .some(let environments, let builders):
            var kept: [AccessibilityUse] = []
            for use in source.scan.uses {
                let clauses = source.scan.clauses(containing: use.callPosition.offset)
                let shipping = Self.shipping(environments, clauses)
                guard !shipping.isEmpty else {
                    source.skipped.append(SkippedUse(use: use, reason: Self.reason(clauses, environments: environments, builders: builders)))
                    continue
                }
                kept.append(use)
                if shipping.allSatisfy({ Self.platformsWithoutVoiceControl.contains($0.os ?? "") }) {
                    source.withoutVoiceControl.insert(use.callPosition.offset)
                }
            }
            source.scan.uses = kept
        }
        return fileBuilds
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
