import Foundation

/// Reads the units of an XLIFF 1.2 document: each `<file>`'s `original` and `target-language`, and
/// each `<trans-unit>` (also inside `<group>`s) with its id, `<source>`, `<target>` and the
/// target's `state` and `state-qualifier` (``TranslationStateMap`` says what they mean).
public enum XLIFFReader {
    /// The units of the document.
    ///
    /// - Throws: ``TranslationFileError`` with line and column when the file is not well-formed XML
    ///   or not XLIFF (no `<xliff>` root, a `<file>` without `original` or `target-language`).
    ///   A unit that cannot be read (no `<source>`, inline markup) is a problem of its own and the
    ///   others are still read.
    public static func read(_ bytes: [UInt8], file: String) throws(TranslationFileError) -> TranslationFileContents {
        let root = try XMLReader.parse(bytes, file: file)
        guard root.localName == "xliff" else {
            throw TranslationFileError(file: file, position: root.position, message: "the root element is <\(root.name)>, not <xliff>: this is not an XLIFF file")
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw TranslationFileError(file: file, position: root.position, message: "XLIFF version \(version) is not read; export and import use XLIFF 1.2")
        }
        var contents = TranslationFileContents()
        for fileElement in root.elements(named: "file") {
            let original = fileElement.attribute("original") ?? ""
            // A file without target-language (po2xliff writes none) is for the language `import
            // --language` names; the import says so when it names none.
            let language = fileElement.attribute("target-language")?.trimmingCharacters(in: .whitespaces) ?? ""
            for body in fileElement.elements(named: "body") {
                collect(body, original: original, language: language, file: file, into: &contents)
            }
        }
        contents.units.sort { $0.position.offset < $1.position.offset }
        return contents
    }

    /// The units of a `<body>` or `<group>`; groups nest, so they are walked with a list, not
    /// recursion.
    private static func collect(_ container: XMLElementNode, original: String, language: String, file: String, into contents: inout TranslationFileContents) {
        var pending = [container]
        var index = 0
        while index < pending.count {
            for child in pending[index].elements {
                switch child.localName {
                case "group": pending.append(child)
                case "trans-unit":
                    // The header unit of a PO file that went through po2xliff.
                    if child.attribute("restype") == "x-gettext-domain-header" { continue }
                    do {
                        contents.units.append(try unit(child, original: original, language: language, file: file))
                    } catch {
                        contents.problems.append(error)
                    }
                default: continue
                }
            }
            index += 1
        }
    }

    private static func unit(_ element: XMLElementNode, original: String, language: String, file: String) throws(TranslationFileError) -> ImportedUnit {
        guard var id = element.attribute("id") else {
            throw TranslationFileError(file: file, position: element.position, message: "<trans-unit> has no id")
        }
        var catalogPath = original
        // A file whose `original` is no catalog (po2xliff names the PO file, and numbers the
        // units): the unit's location, which export wrote, names its catalog and id.
        if !original.hasSuffix(".xcstrings") {
            guard let location = locations(of: element).lazy.compactMap(XLIFFUnitLocation.parse).first else {
                let named = original.isEmpty ? "<file> has no original attribute naming its catalog" : "its <file original=\(quoted(original))> is not a String Catalog (.xcstrings)"
                throw TranslationFileError(
                    file: file, position: element.position,
                    message: "unit \(quoted(id)): \(named), and the unit has no location naming one (export writes it in <context-group purpose=\"location\">)")
            }
            (catalogPath, id) = location
        }
        guard let sourceElement = element.elements(named: "source").first else {
            throw TranslationFileError(file: file, position: element.position, message: "unit \(quoted(id)) has no <source>")
        }
        let source = try text(of: sourceElement, unit: id, file: file)
        let targetElement = element.elements(named: "target").first
        let target = try targetElement.map { element throws(TranslationFileError) in try text(of: element, unit: id, file: file) }
        let state = TranslationFileState(
            format: .xliff, spelling: targetElement?.attribute("state")?.trimmingCharacters(in: .whitespaces),
            qualifier: targetElement?.attribute("state-qualifier")?.trimmingCharacters(in: .whitespaces))
        let (key, path) = TranslationUnit.split(id: id)
        return ImportedUnit(
            catalogPath: catalogPath, language: language, key: key, path: path, source: source, target: target,
            state: state, position: element.position)
    }

    /// The locations of a unit's `<context-group purpose="location">`s: the `sourcefile`, and
    /// `:` and the `linenumber` when there is one (po2xliff splits a location ending in `:digits`).
    static func locations(of element: XMLElementNode) -> [String] {
        element.elements(named: "context-group").filter { $0.attribute("purpose") == "location" }.compactMap { group in
            var sourceFile: String?, lineNumber: String?
            for context in group.elements(named: "context") {
                let text = context.children.map { if case .text(let piece) = $0 { piece } else { "" } }.joined()
                switch context.attribute("context-type") {
                case "sourcefile": sourceFile = text
                case "linenumber": lineNumber = text
                default: continue
                }
            }
            return sourceFile.map { $0 + (lineNumber.map { ":" + $0 } ?? "") }
        }
    }

    /// The text of `<source>` or `<target>`; inline elements (`<g>`, `<x/>`, `<ph>`) are refused,
    /// since export never writes them and their meaning in a catalog would be a guess.
    private static func text(of element: XMLElementNode, unit id: String, file: String) throws(TranslationFileError) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let piece): text += piece
            case .element(let inline):
                throw TranslationFileError(
                    file: file, position: inline.position,
                    message: "unit \(quoted(id)): <\(element.localName)> holds the inline element <\(inline.name)>; write the placeholders as plain text (%@, %lld)")
            }
        }
        return text
    }
}
