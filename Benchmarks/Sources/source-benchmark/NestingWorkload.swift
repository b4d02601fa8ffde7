import Foundation

/// Swift files nested 10,000 levels deep in each way an accessibility argument can nest, for the
/// case that shows the reader's time and memory are linear in the file (issue 29): calls in each
/// other's arguments, interpolations in a label, parentheses, closures with a hint in each,
/// ternaries, a chain of `+`, label closures in label closures, and constants that name each other.
enum NestingWorkload {
    static let depth = 10_000

    /// The files, by name.
    static func files() -> [(name: String, text: String)] {
        let depth = Self.depth
        func repeated(_ text: String) -> String { String(repeating: text, count: depth) }
        return [
            ("Calls.swift", "let v = " + repeated("view.accessibilityLabel(") + "\"x\"" + repeated(")") + "\n"),
            ("Interpolations.swift", "let v = Text(\"a\").accessibilityLabel(\"" + repeated("\\(a ?? \"") + "unknown" + repeated("\")") + "\")\n"),
            ("Parentheses.swift", "let v = Text(\"a\").accessibilityLabel(" + repeated("(") + "\"Close\"" + repeated(")") + ")\n"),
            ("Closures.swift", "var body: some View {\n" + repeated("VStack { Text(\"a\").help(\"Opens it\")\n") + repeated("}\n") + "}\n"),
            ("Ternaries.swift", "let v = Text(\"a\").accessibilityLabel(" + repeated("c ? \"k\" : (") + "\"last\"" + repeated(")") + ")\n"),
            ("Concatenation.swift", "let v = Text(\"a\").accessibilityLabel(" + (0..<depth).map { "Text(\"k\($0)\")" }.joined(separator: " + ") + ")\n"),
            ("LabelClosures.swift", "var body: some View {\n" + repeated("Button { } label: {\n") + "Text(\"Remove All\")\n" + repeated("}\n") + "}\n"),
            ("Constants.swift", "enum K {\n" + (0..<depth).map { "static let c\($0) = K.c\($0 + 1)\n" }.joined() + "static let c\(depth) = \"end\"\n}\n"
                + "let v = Text(\"a\").accessibilityLabel(K.c0)\n"),
        ]
    }

    /// Writes the files into a new folder and returns it with the bytes written.
    static func write() throws -> (folder: String, bytes: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-a11y-nesting-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var bytes = 0
        for (name, text) in files() {
            let data = Data(text.utf8)
            bytes += data.count
            try data.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        return (folder, bytes)
    }
}
