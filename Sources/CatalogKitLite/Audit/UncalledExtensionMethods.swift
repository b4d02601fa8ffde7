/// Methods an app adds to a SwiftUI or Foundation type that no code calls: AiPresents'
/// `extension View { func accessibleToggle(label: String, isOn: Bool) -> some View { … } }`, whose
/// hint "Aktiviert, doppeltippen zum Deaktivieren" no user hears, for no view calls it. Swift does
/// not warn of an unused internal method, and the framework never calls a method it does not
/// declare, so its uses are set aside like dead private code.
///
/// Only a `func` directly in an `extension` of one of ``frameworkTypes`` without a conformance
/// (`extension View {`, `extension View where …`) counts, and only where its name is written nowhere
/// else in the run: not as a call, a reference or a string (a selector), nor `@objc`, `override` or
/// `dynamic`.
enum UncalledExtensionMethods {
    /// The framework types whose extensions add methods only the app calls.
    static let frameworkTypes: Set<String> = [
        "View", "Text", "Image", "Label", "Button", "Color", "Font", "String", "StringProtocol", "LocalizedStringKey", "Date", "Double",
        "Int", "Array", "Collection", "Sequence", "Optional", "Binding", "Scene", "ToolbarContent",
    ]

    /// Moves the uses inside extension methods no code calls into `skipped`.
    static func separate(_ sources: inout [ScannedSource], files: [SwiftLexedFile?], builds: [ShippedCode.FileBuilds?]) {
        var candidates: [(file: Int, member: UnshippedMembers.Member, type: String)] = []
        for index in sources.indices where builds[index] != nil && !sources[index].scan.uses.isEmpty {
            guard let file = files[index] else { continue }
            let uses = sources[index].scan.uses
            for body in file.typeBodies(["extension"]) {
                let type = file.text(ofToken: body.name)
                guard frameworkTypes.contains(type), !hasConformance(body, in: file) else { continue }
                for member in methods(directlyIn: body, of: file)
                where !UnshippedMembers.mayBeCalledByName(member, in: file) && uses.contains(where: { member.body.contains($0.callPosition.offset) }) {
                    candidates.append((index, member, type))
                }
            }
        }
        guard !candidates.isEmpty else { return }
        let written = NameOccurrences.find(Set(candidates.map(\.member.name)), in: files)
        var reasons: [Int: [(Range<Int>, String)]] = [:]
        for candidate in candidates {
            let elsewhere = (written[candidate.member.name] ?? []).contains { $0.file != candidate.file || $0.token != candidate.member.nameToken }
            guard !elsewhere else { continue }
            reasons[candidate.file, default: []].append((candidate.member.body, "\(candidate.type).\(candidate.member.name) is a method no code calls"))
        }
        for (file, bodies) in reasons { UnshippedTypes.setAside(bodies, in: &sources[file]) }
    }

    /// Whether the extension's clause names a protocol it conforms to (`extension View: P {`): a
    /// `:` before its `where`, if any.
    private static func hasConformance(_ body: SwiftLexedFile.TypeBody, in file: SwiftLexedFile) -> Bool {
        for index in (body.name + 1)..<body.open {
            if file.token(index, is: "where") { return false }
            if file.tokens[index].kind == .colon { return true }
        }
        return false
    }

    /// The methods declared directly in the extension's body, not in a type or closure inside it.
    private static func methods(directlyIn body: SwiftLexedFile.TypeBody, of file: SwiftLexedFile) -> [UnshippedMembers.Member] {
        var found: [UnshippedMembers.Member] = []
        var index = body.open + 1
        let close = Int(file.tokens[body.open].link)
        while index < close {
            let token = file.tokens[index]
            if token.kind == .leftBrace, token.link > index {
                index = Int(token.link) + 1
                continue
            }
            if token.keyword == .func, let member = UnshippedMembers.member(declaredAt: index, in: file) { found.append(member) }
            index += 1
        }
        return found
    }
}

/// Where names are written as identifiers in the run's files: one pass over each file's tokens,
/// which compares the text only of those as long as a name.
enum NameOccurrences {
    /// For each name, every place it is written (file, token, byte offset).
    static func find(_ names: Set<String>, in files: [SwiftLexedFile?]) -> [String: [UnshippedTypes.Reference]] {
        let byLength = Dictionary(grouping: names, by: \.utf8.count)
        var found: [String: [UnshippedTypes.Reference]] = [:]
        for (index, file) in files.enumerated() {
            guard let file else { continue }
            let tokens = file.tokens
            for position in tokens.indices where tokens[position].kind == .identifier {
                guard let sameLength = byLength[Int(tokens[position].end - tokens[position].start)],
                      let name = sameLength.first(where: { file.token(position, equals: $0) }) else { continue }
                found[name, default: []].append(UnshippedTypes.Reference(file: index, token: position, offset: Int(tokens[position].start)))
            }
        }
        return found
    }
}
