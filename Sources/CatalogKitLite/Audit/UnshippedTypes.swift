import Foundation

/// Types the app declares that only code that does not ship makes: mlem's `DeveloperSettingsView`,
/// whose one `DeveloperSettingsView()` stands under `#if DEBUG`; a debug menu that a `#if DEBUG`
/// navigation link opens; a sample view that only previews show. Their code is compiled, but no
/// user of a release build reaches it, so its uses are set aside like those under `#if DEBUG`.
///
/// A type counts when its name is written somewhere besides its own declarations, extensions and
/// bodies, and every such place is code that does not ship (an `#if` no release build takes, a file
/// no shipping target compiles, a preview) or lies in the body of another such type. A type whose
/// name is never written (an `@main` app, a view controller a storyboard makes) keeps its uses, but
/// not an internal SwiftUI view, nor an internal class that no storyboard, property list,
/// Objective-C file or Swift string names, in a run that holds an app's entry point: nothing makes
/// it (Minidisc's `EditPlaylistSheet`, Mammoth's `DetailFooterCell`; see
/// ``unmadeTypes(_:isWritten:holdsUses:files:classNamingFiles:readsAnApp:)``). A `private` one is
/// made by nothing in any run (Phi Browser's `ThemeSectionView`, whose one use is commented out).
/// Names are matched over the whole run, whatever the module: two types of one name count as one,
/// which keeps both when shipped code names either.
enum UnshippedTypes {
    /// One declaration (`struct`, `class`, `enum`, `actor`) or extension of a type named at the top
    /// of its clause.
    struct Declaration {
        var file: Int
        var name: String
        var nameToken: Int
        /// The bytes from the keyword to the closing brace.
        var body: Range<Int>
        /// Whether it is an extension.
        var isExtension: Bool
        /// Whether it is a SwiftUI view (or chart, toolbar, commands or table content) the module
        /// alone can make: a `struct` conforming to one of ``SwiftModule/viewProtocols``, neither
        /// `public` nor `open`. Where its name is written nowhere else, no code makes it.
        var isInternalView = false
        /// Whether it is a `class` neither `public` nor `open` and without an `@objc(Name)` of
        /// its own: where neither its name nor a file that names classes otherwise (see
        /// ``CatalogDiscovery/mayNameClasses(_:)``) writes it, nothing makes it.
        var isInternalClass = false
        /// Whether it is `private` or `fileprivate`: only its own file can make it, so where its
        /// name is written nowhere, nothing makes it, whether or not the run holds the app's entry point.
        var isFilePrivate = false
        /// Whether it is a SwiftUI view `public` or `open`.
        var isPublicView = false
        /// Whether it is a widget (``UnshippedTypes/widgetProtocols``): counted as a view, made only
        /// where a widget bundle's body or the extension's `@main` names it.
        var isWidget = false
        /// Whether it is a public view of a package the app's repository keeps for itself
        /// (Quartz's `QuartzKit`, beside `Quartz.xcodeproj`): the app is its only maker, so where
        /// the run writes its name nowhere, nothing makes it, as with an internal view.
        var isAppPackageView = false
        /// Whether it is a public view of a file only apps and their extensions compile (VocabCraft's
        /// `public struct WordAccordionCard`, 52nd study): nothing outside an app can make it, so
        /// where the run writes its name nowhere, nothing makes it, as with an internal view.
        var isAppTargetView = false
    }

    /// A place where a declared type's name is written.
    struct Reference {
        var file: Int
        var token: Int
        var offset: Int
    }

    /// Moves the uses inside types that only unshipped code makes into `skipped`. `files` are the
    /// lexed files (nil for one that could not be read) and `builds` the release builds that compile
    /// each (nil where unknown), both in the order of `sources`; `debugTooling` the bodies of each
    /// file's debug tooling (``UnshippedDebugTools/bodies(in:)``), which no user reaches.
    /// `classNamingFiles` are the run's files that may name a class without Swift code writing it;
    /// types nothing makes are set aside only when `setsAsideTypesNothingMakes`.
    /// `paths` are the files' absolute paths, which say which packages the app's repository keeps
    /// for itself (see ``Declaration/isAppPackageView``); `appFiles` the indices of the files only
    /// apps and their extensions compile (see ``Declaration/isAppTargetView``).
    static func separate(
        _ sources: inout [ScannedSource], files: [SwiftLexedFile?], builds: [ShippedCode.FileBuilds?],
        debugTooling: [[(body: Range<Int>, name: String)]] = [], setsAsideTypesNothingMakes: Bool = true,
        classNamingFiles: [String] = [], paths: [String] = [], appFiles: Set<Int> = [], jobs: Int
    ) {
        var perFile = parallelMap(Array(files.indices), jobs: jobs) { index in
            files[index].map { (Self.declarations(in: $0, file: index), Self.hasEntryPoint($0)) } ?? ([], false)
        }
        if paths.count == files.count {
            let appPackageFiles = appPackageFiles(files.indices.map { (sources[$0].target, perFile[$0].1, paths[$0]) })
            for index in appPackageFiles {
                for position in perFile[index].0.indices { perFile[index].0[position].isAppPackageView = perFile[index].0[position].isPublicView }
            }
        }
        for index in appFiles where index < perFile.count {
            for position in perFile[index].0.indices { perFile[index].0[position].isAppTargetView = perFile[index].0[position].isPublicView }
        }
        let written = perFile.flatMap(\.0)
        // Only a run that holds an app's entry point holds what makes its views: a folder of views
        // read alone (a feature, a snippet) is made by code outside the run.
        let readsAnApp = perFile.contains(where: \.1)
        // An extension counts with a type of the run; the app's `extension View` names no type of it.
        let types = Set(written.filter { !$0.isExtension }.map(\.name))
        let declarations = written.filter { types.contains($0.name) }
        guard !declarations.isEmpty else {
            setAsideTextForUnshippedForms(&sources, builds: builds, unshippedBodies: [:])
            return
        }
        var bodiesByName: [String: [Declaration]] = [:]
        for declaration in declarations { bodiesByName[declaration.name, default: []].append(declaration) }
        let byName = bodiesByName
        // Names by a hash of their bytes: an identifier is looked up without making a String.
        var namesByHash: [UInt64: [String]] = [:]
        for name in byName.keys {
            var bytes = Array(name.utf8)
            namesByHash[bytes.withUnsafeMutableBufferPointer { ByteHash.fnv1a(UnsafeBufferPointer($0)) }, default: []].append(name)
        }
        let byHash = namesByHash
        // Per file, what is a type's own: its name tokens, and its bodies by name (merged and sorted,
        // so that a thousand extensions of one type cost a search, not a scan, per name written).
        var ownByFile: [Int: (nameTokens: Set<Int>, bodies: [String: [Range<Int>]])] = [:]
        for declaration in declarations {
            ownByFile[declaration.file, default: ([], [:])].nameTokens.insert(declaration.nameToken)
            ownByFile[declaration.file, default: ([], [:])].bodies[declaration.name, default: []].append(declaration.body)
        }
        for file in ownByFile.keys {
            ownByFile[file]!.bodies = ownByFile[file]!.bodies.mapValues(SortedRanges.merged)
        }
        let own = ownByFile
        let tables = staticTablesOfViews(byName, files: files)
        let references = parallelMap(Array(files.indices), jobs: jobs) { index in
            files[index].map { Self.references(in: $0, own: own[index] ?? ([], [:]), file: index, byHash: byHash, staticTables: tables) } ?? [:]
        }
        var referencesByName: [String: [Reference]] = [:]
        for fileReferences in references {
            for (name, found) in fileReferences { referencesByName[name, default: []] += found }
        }
        // Why each unshipped type does not ship; a type made only inside another one is found on a
        // later round.
        var unshipped: [String: String] = [:]
        // Their bodies by file, for the references that lie inside one; from the start, the private
        // members only unshipped code calls (cmux's debug windows, opened from an `#if DEBUG` menu
        // and from its `openAllDebugWindows()`, which only that menu calls).
        var unshippedBodies = UnshippedMembers.unshippedPrivateBodies(sources, files: files, builds: builds)
        // … and debug tooling (DuckDuckGo's debug menus; tungsten-edge's `ContentView`, made only by
        // its `DebugConsoleView`).
        for (index, bodies) in debugTooling.enumerated() where !bodies.isEmpty {
            unshippedBodies[index, default: []] += bodies
        }
        if setsAsideTypesNothingMakes {
            let holdsUses = { (declaration: Declaration) in
                sources[declaration.file].scan.uses.contains { declaration.body.contains($0.callPosition.offset) }
            }
            let unmade = unmadeTypes(
                byName, isWritten: { referencesByName[$0] != nil }, holdsUses: holdsUses, files: files, classNamingFiles: classNamingFiles,
                readsAnApp: readsAnApp)
            for (name, reason) in unmade {
                unshipped[name] = reason
                for declaration in byName[name] ?? [] { unshippedBodies[declaration.file, default: []].append((declaration.body, name)) }
            }
        }
        for _ in 0..<8 {
            var added = false
            for name in referencesByName.keys.sorted() where unshipped[name] == nil {
                let found = referencesByName[name]!
                var firstReason: String?
                let allUnshipped = found.allSatisfy { reference in
                    guard let reason = Self.reasonNotShipped(reference, sources: sources, builds: builds, unshippedBodies: unshippedBodies) else {
                        return false
                    }
                    if firstReason == nil {
                        let position = files[reference.file]!.position(ofToken: reference.token)
                        firstReason = "\(name) is made only where no release build reaches (first at \(sources[reference.file].path):\(position.line): \(reason))"
                    }
                    return true
                }
                if allUnshipped, let firstReason {
                    unshipped[name] = firstReason
                    for declaration in byName[name] ?? [] { unshippedBodies[declaration.file, default: []].append((declaration.body, name)) }
                    added = true
                }
            }
            if !added { break }
        }
        var bodiesByFile: [Int: [(Range<Int>, String)]] = [:]
        for (name, reason) in unshipped {
            for declaration in byName[name] ?? [] { bodiesByFile[declaration.file, default: []].append((declaration.body, reason)) }
        }
        for (file, bodies) in bodiesByFile { setAside(bodies, in: &sources[file]) }
        setAsideTextForUnshippedForms(&sources, builds: builds, unshippedBodies: unshippedBodies)
    }

    /// For each file that has uses or other lookups, the bodies `unshipped` finds in it (byte ranges,
    /// each with its reason), set aside (see ``setAside(_:in:)``): `if false` blocks, test doubles.
    static func setAside(_ sources: inout [ScannedSource], files: [SwiftLexedFile?], _ unshipped: (SwiftLexedFile) -> [(Range<Int>, String)]) {
        for index in sources.indices {
            guard let file = files[index], !sources[index].scan.uses.isEmpty || !sources[index].scan.otherLookups.isEmpty else { continue }
            let bodies = unshipped(file)
            if !bodies.isEmpty { setAside(bodies, in: &sources[index]) }
        }
    }

    /// Moves a source's uses that lie inside one of `bodies` (byte ranges) into `skipped`, each with
    /// the reason of the first body that holds it, and its other lookups there into `skippedLookups`.
    static func setAside(_ bodies: [(Range<Int>, String)], in source: inout ScannedSource) {
        var kept: [AccessibilityUse] = []
        for use in source.scan.uses {
            if let (_, reason) = bodies.first(where: { $0.0.contains(use.callPosition.offset) }) {
                source.skipped.append(SkippedUse(use: use, reason: reason))
            } else {
                kept.append(use)
            }
        }
        source.scan.uses = kept
        setAsideLookups(in: bodies.map(\.0), of: &source)
    }

    /// Moves a source's other lookups that lie inside one of `bodies` (byte ranges) into
    /// `skippedLookups`.
    static func setAsideLookups(in bodies: [Range<Int>], of source: inout ScannedSource) {
        let isSetAside = { (lookup: CodeLookup) in bodies.contains { $0.contains(lookup.position.offset) } }
        source.skippedLookups += source.scan.otherLookups.filter(isSetAside)
        source.scan.otherLookups.removeAll(where: isSetAside)
    }

    /// Why the code at a reference does not ship, or `nil` when it does. `unshippedBodies` are the
    /// bodies of the types found not to ship so far, by file.
    static func reasonNotShipped(
        _ reference: Reference, sources: [ScannedSource], builds: [ShippedCode.FileBuilds?],
        unshippedBodies: [Int: [(body: Range<Int>, name: String)]]
    ) -> String? {
        let scan = sources[reference.file].scan
        if SortedRanges.contains(scan.previewCode, reference.offset) { return "a preview" }
        if let fileBuilds = builds[reference.file], let reason = ShippedCode.reasonNotShipped(reference.offset, in: scan, builds: fileBuilds) {
            return reason
        }
        if let inside = unshippedBodies[reference.file]?.first(where: { $0.body.contains(reference.offset) }) {
            return "inside \(inside.name), which does not ship"
        }
        return nil
    }

    /// The protocols of a widget or a control an extension registers: Xcode's template control
    /// (`struct MyExtensionControl: ControlWidget`) that no `WidgetBundle` lists is never shown
    /// (ActiTracker's and Timer's, 50th and 51st studies).
    static let widgetProtocols: [StaticString] = ["Widget", "ControlWidget"]

    /// Whether a file marks an app's entry point: `@main`, `@UIApplicationMain`, `@NSApplicationMain`.
    static func hasEntryPoint(_ file: SwiftLexedFile) -> Bool {
        file.tokens.indices.contains { isEntryPointAttribute($0, in: file) }
    }

    /// Whether the token is the name of an entry-point attribute: `@main`, `@UIApplicationMain`,
    /// `@NSApplicationMain`.
    static func isEntryPointAttribute(_ index: Int, in file: SwiftLexedFile) -> Bool {
        index > 0 && file.tokens[index - 1].kind == .at
            && (file.token(index, is: "main") || file.token(index, is: "UIApplicationMain") || file.token(index, is: "NSApplicationMain"))
    }

    /// The types a file declares or extends, by a capitalized name right after the keyword; not the
    /// app's entry point (`@main`), which the system makes.
    static func declarations(in file: SwiftLexedFile, file fileIndex: Int) -> [Declaration] {
        file.typeBodies(["struct", "class", "enum", "actor", "extension"]).compactMap { type in
            // `class func`, `class var`: a modifier, not a type.
            let first = file.bytes[Int(file.tokens[type.name].start)]
            guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
            // `@main struct CoMLApp: App`: its name is written nowhere but an `import` of tests.
            let attributes = max(0, type.keyword - 6)..<type.keyword
            if attributes.contains(where: { isEntryPointAttribute($0, in: file) }) { return nil }
            let isInternal = !file.hasModifier("public", before: type.keyword) && !file.hasModifier("open", before: type.keyword)
            let isStruct = file.token(type.keyword, is: "struct")
            let isWidget = isStruct && (type.name + 1..<type.open).contains { index in widgetProtocols.contains { file.token(index, is: $0) } }
            let isView = isStruct && (isWidget || (type.name + 1..<type.open).contains { SwiftModule.namesViewProtocol($0, in: file) })
            let isInternalView = isInternal && isView
            let renamedForObjectiveC = attributes.contains { file.token($0, is: "objc") && $0 + 1 < type.keyword && file.tokens[$0 + 1].kind == .leftParen }
            let isInternalClass = isInternal && file.token(type.keyword, is: "class") && !renamedForObjectiveC
            return Declaration(
                file: fileIndex, name: file.text(ofToken: type.name), nameToken: type.name, body: type.body,
                isExtension: file.token(type.keyword, is: "extension"), isInternalView: isInternalView, isInternalClass: isInternalClass,
                isFilePrivate: file.isFilePrivate(declarationAt: type.keyword), isPublicView: isView && !isInternal, isWidget: isWidget)
        }
    }

    /// Where a file writes the names of declared types, outside their own declarations and bodies.
    /// `own` holds the file's declarations' name tokens and bodies; `byHash` the names by
    /// ``ByteHash/fnv1a(_:)`` of their bytes.
    static func references(
        in file: SwiftLexedFile, own: (nameTokens: Set<Int>, bodies: [String: [Range<Int>]]), file fileIndex: Int, byHash: [UInt64: [String]],
        staticTables: [String: Set<String>] = [:]
    ) -> [String: [Reference]] {
        var found: [String: [Reference]] = [:]
        file.bytes.withUnsafeBufferPointer { buffer in
            for (position, token) in file.tokens.enumerated() where token.kind == .identifier {
                // Declared names start with a capital letter (see `declarations(in:file:)`).
                let first = buffer[Int(token.start)]
                guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
                // `@testable import CoMLApp` names a module, not the type of the same name.
                if position > 0, file.token(position - 1, is: "import") { continue }
                let hash = ByteHash.fnv1a(UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)]))
                guard let names = byHash[hash], let name = names.first(where: { file.token(position, equals: $0) }) else { continue }
                // `Representable.Coordinator` names the type declared inside, and makes no
                // `Representable`: Quartz's toolbar host view writes its representable's coordinator,
                // while only the representable makes the host view, which only a view nothing makes
                // shows (48th study).
                if position + 2 < file.tokens.count, file.tokens[position + 1].kind == .period, file.tokens[position + 2].kind == .identifier {
                    let inner = file.tokens[position + 2]
                    let innerHash = ByteHash.fnv1a(UnsafeBufferPointer(rebasing: buffer[Int(inner.start)..<Int(inner.end)]))
                    if byHash[innerHash]?.contains(where: { file.token(position + 2, equals: $0) }) == true { continue }
                    // `PreciousMetalSelectionView.metals` reads a view's static table and makes no view
                    // (``staticTables(of:in:)``).
                    if staticTables[name]?.contains(where: { file.token(position + 2, equals: $0) }) == true { continue }
                }
                let offset = Int(token.start)
                let isOwn = own.nameTokens.contains(position) || own.bodies[name].map { SortedRanges.contains($0, offset) } == true
                if !isOwn { found[name, default: []].append(Reference(file: fileIndex, token: position, offset: offset)) }
            }
        }
        return found
    }
}
