/// Made-up data for previews that other files read: Yattee's `extension Video { static var preview:
/// Video { Video(title: "Sample Video Title", …) } }`, which only `#Preview` blocks of other files,
/// tests and other such fixtures (`Download.preview`) name. The property is compiled, but its text
/// reaches no user, so the uses inside its value are set aside like those of a preview.
///
/// A static property counts when its name says it is made-up data (``PreviewCode/fixtureWords``), it
/// holds a use, and every place that names it as a member (`.preview`, `Video.preview`) or, in its
/// own file, by its bare name, is code that does not ship or the value of another such fixture. Names
/// are matched over the whole run: a `.preview` of any type in shipped code keeps every fixture of
/// that name.
enum UnshippedFixtures {
    /// Moves the uses inside fixtures that only unshipped code reads into `skipped`.
    static func separate(_ sources: inout [ScannedSource], files: [SwiftLexedFile?], builds: [ShippedCode.FileBuilds?]) {
        // Every fixture, as one may read another; those that hold a use are the ones to settle.
        var candidates: [(file: Int, fixture: PreviewCode.Fixture)] = []
        var holdsUse = false
        for index in sources.indices where builds[index] != nil {
            guard let file = files[index] else { continue }
            let uses = sources[index].scan.uses
            for fixture in PreviewCode.fixtures(in: file, outside: sources[index].scan.previewCode) {
                candidates.append((index, fixture))
                if !holdsUse { holdsUse = uses.contains { fixture.value.contains($0.callPosition.offset) } }
            }
        }
        guard holdsUse else { return }
        let references = Self.references(to: Set(candidates.map(\.fixture.name)), files: files, declaredIn: candidates)
        // Names are matched, not types: the fixtures of one name stand or fall together, and a
        // reference inside one of them (`Download.preview` making `video: .preview`) is theirs.
        let groups = Dictionary(grouping: candidates, by: \.fixture.name)
        // A reference inside another fixture found unshipped does not ship either: later rounds
        // settle fixtures made of fixtures of other names.
        var unshipped: [Int: [(body: Range<Int>, name: String)]] = [:]
        var settled = Set<String>()
        for _ in 0..<3 {
            var changed = false
            for name in groups.keys.sorted() where !settled.contains(name) {
                let members = groups[name] ?? []
                let found = (references[name] ?? []).filter { reference in
                    !members.contains { $0.file == reference.file && $0.fixture.value.contains(reference.offset) }
                }
                guard !found.isEmpty, found.allSatisfy({
                    UnshippedTypes.reasonNotShipped($0, sources: sources, builds: builds, unshippedBodies: unshipped) != nil
                }) else { continue }
                settled.insert(name)
                for member in members { unshipped[member.file, default: []].append((member.fixture.value, name)) }
                changed = true
            }
            if !changed { break }
        }
        for (file, bodies) in unshipped {
            UnshippedTypes.setAside(
                bodies.map { ($0.body, "\($0.name) is made-up data that only code that does not ship reads (previews, tests, other such data)") },
                in: &sources[file])
        }
    }

    /// Where each name is written as a member (`.name`) in any file, or bare in a file that declares
    /// a fixture of that name; the declarations' own names and enum cases are left out.
    private static func references(
        to names: Set<String>, files: [SwiftLexedFile?], declaredIn candidates: [(file: Int, fixture: PreviewCode.Fixture)]
    ) -> [String: [UnshippedTypes.Reference]] {
        let declarations = Set(candidates.map { "\($0.file):\($0.fixture.nameToken)" })
        var bareIn: [Int: Set<String>] = [:]
        for candidate in candidates { bareIn[candidate.file, default: []].insert(candidate.fixture.name) }
        return NameOccurrences.find(names, in: files).mapValues { references in
            references.filter { reference in
                guard let file = files[reference.file], !declarations.contains("\(reference.file):\(reference.token)"),
                      !isEnumCase(at: reference.token, in: file) else { return false }
                let isMember = reference.token > 0 && file.tokens[reference.token - 1].kind == .period
                return isMember || bareIn[reference.file]?.contains(file.text(ofToken: reference.token)) == true
            }
        }
    }

    /// Whether the name at `position` is an enum case that a `case` declares or a `case` pattern
    /// matches (`case preview, intro`, `case .intro, .preview:`): another type's case of the same
    /// name, not the fixture.
    private static func isEnumCase(at position: Int, in file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        var index = position - 1
        if index >= 0, tokens[index].kind == .period { index -= 1 }
        // Back over earlier names of the same `case`: `name ,` or `.name ,`.
        while index >= 1, tokens[index].kind == .comma, tokens[index - 1].kind == .identifier {
            index -= 2
            if index >= 0, tokens[index].kind == .period { index -= 1 }
        }
        return index >= 0 && tokens[index].keyword == .case
    }
}
