import CatalogKitLite

/// Reads and writes baseline files.
enum BaselineFile {
    /// Reads a baseline. Throws ``BaselineError`` with the file, line and column of what is wrong:
    /// a baseline that is not understood must not silently hide nothing, or everything.
    static func read(path: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path)
        } catch {
            throw BaselineError(path: path, position: nil, message: "cannot read the baseline: \(error.reason)")
        }
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes).value
        } catch {
            throw BaselineError(path: path, position: error.position, message: error.message)
        }
        guard let members = document.members else {
            throw BaselineError(path: path, position: document.position, message: "a baseline is a JSON object with 'tool', 'version' and 'findings'")
        }
        for member in members where !["tool", "version", "findings"].contains(member.name) {
            throw BaselineError(path: path, position: member.namePosition, message: "unknown member \(quoted(member.name)) in a baseline")
        }
        guard let version = document[member: "version"] else {
            throw BaselineError(path: path, position: document.position, message: "the baseline has no 'version'")
        }
        guard version.integer == Baseline.formatVersion else {
            throw BaselineError(path: path, position: version.position, message: "this baseline has a version this tool does not know; expected \(Baseline.formatVersion)")
        }
        guard let findings = document[member: "findings"], let elements = findings.elements else {
            throw BaselineError(path: path, position: document.position, message: "'findings' must be an array")
        }
        var counts: [FindingIdentity: Int] = [:]
        for element in elements {
            let identity = FindingIdentity(
                rule: try text(element, "rule", path: path, allowEmpty: false),
                file: try text(element, "file", path: path, allowEmpty: false),
                key: try text(element, "key", path: path, allowEmpty: true),
                language: try text(element, "language", path: path, allowEmpty: true),
                variationPath: try text(element, "variationPath", path: path, allowEmpty: true))
            guard let count = element[member: "count"]?.integer, count >= 1 else {
                throw BaselineError(path: path, position: element[member: "count"]?.position ?? element.position, message: "'count' must be a whole number of at least 1")
            }
            for member in element.members ?? [] where !["rule", "file", "key", "language", "variationPath", "count"].contains(member.name) {
                throw BaselineError(path: path, position: member.namePosition, message: "unknown member \(quoted(member.name)) in a baseline entry")
            }
            // Saturating: two entries of one identity with huge counts (a hand edit, a hostile
            // file) must not trap; more than Int.max findings of one kind cannot occur anyway.
            counts[identity] = Baseline.saturatingSum(counts[identity] ?? 0, count)
        }
        return Baseline(counts: counts)
    }

    /// Writes a baseline atomically.
    static func write(_ baseline: Baseline, to path: String) throws(FileWriteError) {
        try AtomicFile.write(baseline.rendered(), to: path)
    }

    private static func text(_ entry: JSONValue, _ name: String, path: String, allowEmpty: Bool) throws(BaselineError) -> String {
        guard entry.members != nil else {
            throw BaselineError(path: path, position: entry.position, message: "each baseline entry must be an object")
        }
        guard let value = entry[member: name], let text = value.string, allowEmpty || !text.isEmpty else {
            throw BaselineError(path: path, position: entry[member: name]?.position ?? entry.position, message: "a baseline entry needs \(quoted(name)) as a\(allowEmpty ? "" : " non-empty") string")
        }
        return text
    }
}
