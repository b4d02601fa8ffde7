/// Which targets of a Swift package a product brings into a build for one platform, as its
/// `Package.swift` says: the product's `targets:` and, from them, every target dependency whose
/// `condition: .when(platforms: […])` admits the platform.
///
/// kero links STTextView's product `STTextView`, whose target depends on `STTextViewAppKit` only
/// `.when(platforms: [.macOS])` and on `STTextViewUIKit` only `.when(platforms: [.iOS,
/// .macCatalyst])`: the macOS app never compiles the UIKit target, whose announcements three
/// `key-not-in-catalog` findings named (56th study). The graph answers only where the manifest
/// writes its lists as plain literals; any other shape leaves the question open (`nil`), and the
/// code is judged as built.
package struct PackageBuildGraph: Sendable, Equatable {
    /// A dependency of a target on another target of the same package (or on a product, which the
    /// graph passes over), and the platforms its condition admits (`nil`: every platform).
    package struct Dependency: Sendable, Equatable {
        /// The target's name.
        package var name: String
        /// The `.when(platforms:)` names without their period (`iOS`, `macCatalyst`), or `nil`.
        package var platforms: Set<String>?
    }

    /// Per product, its targets, for products whose `targets:` is a list of plain literals.
    package private(set) var products: [String: [String]] = [:]
    /// Per target the manifest declares, its dependencies; a target whose `dependencies:` has an
    /// element of another shape is left out of `completeTargets`.
    package private(set) var dependencies: [String: [Dependency]] = [:]
    /// The targets whose dependencies were all read.
    package private(set) var completeTargets: Set<String> = []

    /// Reads a manifest's products and targets.
    package init(manifest: String) {
        let text = Self.withoutComments(manifest)
        for call in Self.topLevelCalls(in: text, kinds: [".library(", ".executable("]) {
            guard let name = Self.literal(after: "name:", in: call),
                  let list = Self.list(after: "targets:", in: call),
                  let names = Optional(list.compactMap(Self.plainLiteral)), names.count == list.count else { continue }
            products[name] = names
        }
        for call in Self.topLevelCalls(in: text, kinds: [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".plugin(", ".binaryTarget("]) {
            guard let name = Self.literal(after: "name:", in: call) else { continue }
            guard let list = Self.list(after: "dependencies:", in: call) else {
                dependencies[name] = []
                if !call.contains("dependencies:") { completeTargets.insert(name) }
                continue
            }
            let read = list.map(Self.dependency)
            dependencies[name] = read.compactMap { $0 ?? nil }
            if read.allSatisfy({ $0 != nil }) { completeTargets.insert(name) }
        }
    }

    /// The targets a build for `os` (`macOS`, `iOS` …; `isCatalyst` for an iPad app on the Mac)
    /// compiles when it links `products`, or `nil` when the manifest does not say exactly: a product
    /// it does not list plainly, or a target on the way whose dependencies it does not. Without an
    /// `os`, every condition holds: the targets some platform's build compiles.
    package func targets(builtFor products: [String], os: String?, isCatalyst: Bool = false) -> Set<String>? {
        var built = Set<String>()
        var pending: [String] = []
        for product in products {
            guard let targets = self.products[product] else { return nil }
            pending += targets
        }
        while let target = pending.popLast() {
            guard built.insert(target).inserted else { continue }
            guard completeTargets.contains(target) else { return nil }
            for dependency in dependencies[target] ?? [] where self.dependencies[dependency.name] != nil {
                if let os, let platforms = dependency.platforms, !Self.admits(platforms, os: os, isCatalyst: isCatalyst) { continue }
                pending.append(dependency.name)
            }
        }
        return built
    }

    /// Whether a condition's platforms admit a build. A Mac Catalyst build is taken as admitted by
    /// `.iOS` too: the graph leaves code in where a build might compile it.
    static func admits(_ platforms: Set<String>, os: String, isCatalyst: Bool) -> Bool {
        if isCatalyst { return platforms.contains("macCatalyst") || platforms.contains("iOS") }
        return platforms.contains(os)
    }

    /// One element of a `dependencies:` list: `"Name"`, `.target(name: "Name", condition: …)`,
    /// `.byName(name: "Name", condition: …)` or a `.product(…)` (no target of this package: `.some(nil)`);
    /// `nil` for any other shape.
    private static func dependency(_ element: Substring) -> Dependency?? {
        if let name = plainLiteral(element) { return Dependency(name: name, platforms: nil) }
        if element.hasPrefix(".product(") { return .some(nil) }
        guard element.hasPrefix(".target(") || element.hasPrefix(".byName("), element.hasSuffix(")") else { return nil }
        let arguments = element.dropFirst(".target(".count).dropLast()  // `.byName(` is as long
        guard let name = literal(after: "name:", in: arguments) else { return nil }
        guard let condition = topLevelRange(of: "condition:", in: arguments) else { return Dependency(name: name, platforms: nil) }
        // `.when(platforms: […])`, perhaps with a configuration too.
        let when = arguments[condition.upperBound...].drop(while: \.isWhitespace)
        guard when.hasPrefix(".when(") else { return nil }
        let whenArguments = when.dropFirst(".when(".count)
        guard let platformList = list(after: "platforms:", in: whenArguments) else {
            // A condition on the configuration alone (`.when(configuration: .debug)`) admits every platform.
            return topLevelRange(of: "platforms:", in: whenArguments) == nil ? Dependency(name: name, platforms: nil) : nil
        }
        var platforms = Set<String>()
        for platform in platformList {
            guard platform.hasPrefix("."), platform.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
            platforms.insert(String(platform.dropFirst()))
        }
        return Dependency(name: name, platforms: platforms)
    }

    // MARK: - Reading the manifest's text

    /// The manifest without `//` and `/* */` comments (string literals kept whole), so that a
    /// commented-out dependency is not read.
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if inString {
                result.append(character)
                if character == "\\", next < text.endIndex {
                    result.append(text[next])
                    index = text.index(after: next)
                    continue
                }
                if character == "\"" || character.isNewline { inString = false }
            } else if character == "/", next < text.endIndex, text[next] == "/" {
                // `\r\n` is one Character: any line break ends the comment.
                index = text[index...].firstIndex(where: \.isNewline) ?? text.endIndex
                continue
            } else if character == "/", next < text.endIndex, text[next] == "*" {
                // The comment's `*/` comes after its `/*` (`/*/` opens one).
                index = text[text.index(after: next)...].range(of: "*/")?.upperBound ?? text.endIndex
                result.append(" ")
                continue
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            index = next
        }
        return result
    }

    /// The arguments of each call of `kinds` that is not inside another such call's arguments (a
    /// `.target(name:)` in a dependency list is a reference, not a declaration).
    private static func topLevelCalls(in text: String, kinds: [String]) -> [Substring] {
        var calls: [Substring] = []
        var rest = Substring(text)
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let arguments = rest[start.upperBound...]
            let close = firstTopLevel(in: arguments) { _, character, depth in depth == 0 && ")]".contains(character) } ?? arguments.endIndex
            calls.append(arguments[..<close])
            rest = rest[close...]
        }
        return calls
    }

    /// The first index outside string literals where `stop` holds, given the character there and
    /// how deep in brackets (of `opening` and `closing`) it stands: the one scan of a manifest's
    /// text, which ``SwiftPackageLayout`` reads its targets' arguments with too.
    static func firstTopLevel(
        in text: Substring, opening: String = "([", closing: String = ")]", where stop: (Substring.Index, Character, Int) -> Bool
    ) -> Substring.Index? {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" {
                    index = text.index(after: index)
                    if index == text.endIndex { break }
                } else if character == "\"" {
                    inString = false
                }
            } else if stop(index, character, depth) {
                return index
            } else if character == "\"" {
                inString = true
            } else if opening.contains(character) {
                depth += 1
            } else if closing.contains(character) {
                depth -= 1
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The elements of the `[…]` list right after a label at the call's top level, trimmed; `nil`
    /// when the label is missing or no list literal follows it.
    private static func list(after label: String, in arguments: Substring) -> [Substring]? {
        guard let found = topLevelRange(of: label, in: arguments) else { return nil }
        let after = arguments[found.upperBound...].drop(while: \.isWhitespace)
        guard after.first == "[" else { return nil }
        let inside = after.dropFirst()
        guard let close = firstTopLevel(in: inside, where: { _, character, depth in depth == 0 && ")]".contains(character) }) else { return nil }
        // `[…] + shared`: a list with more after it is not the whole value.
        let following = inside[inside.index(after: close)...].drop(while: \.isWhitespace)
        guard following.isEmpty || following.first == "," || following.first == ")" else { return nil }
        var rest = inside[..<close]
        var elements: [Substring] = []
        while !rest.isEmpty {
            let comma = firstTopLevel(in: rest) { _, character, depth in depth == 0 && character == "," }
            let element = trimmed(rest[..<(comma ?? rest.endIndex)])
            if !element.isEmpty { elements.append(element) }
            rest = comma.map { rest[rest.index(after: $0)...] } ?? rest[rest.endIndex...]
        }
        return elements
    }

    /// Where `label` stands at depth zero of the arguments (outside brackets and strings), not as
    /// the end of a longer name.
    private static func topLevelRange(of label: String, in arguments: Substring) -> Range<Substring.Index>? {
        let start = firstTopLevel(in: arguments) { index, _, depth in
            depth == 0 && arguments[index...].hasPrefix(label)
                && (index == arguments.startIndex || !isIdentifierCharacter(arguments[arguments.index(before: index)]))
        }
        return start.map { $0..<arguments.index($0, offsetBy: label.count) }
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The text without white space at either end.
    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<max(start, end)]
    }

    /// The plain string literal after a top-level label.
    private static func literal(after label: String, in arguments: Substring) -> String? {
        guard let found = topLevelRange(of: label, in: arguments) else { return nil }
        let rest = arguments[found.upperBound...]
        let end = firstTopLevel(in: rest) { _, character, depth in depth == 0 && (character == "," || ")]".contains(character)) } ?? rest.endIndex
        return plainLiteral(trimmed(rest[..<end]))
    }

    /// The text of `"…"` when the element is exactly one string literal without escapes or
    /// interpolation.
    private static func plainLiteral(_ element: Substring) -> String? {
        guard element.count >= 2, element.first == "\"", element.last == "\"" else { return nil }
        let body = element.dropFirst().dropLast()
        guard !body.contains("\""), !body.contains("\\"), !body.contains("\n") else { return nil }
        return String(body)
    }
}
