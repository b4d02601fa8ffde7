/// Reads the units of an XLIFF 1.2 document: each `<file>`'s `original` and `target-language`, and
/// each `<trans-unit>` (also inside `<group>`s) with its id, `<source>`, `<target>` and the
/// target's `state`. A `state` of `needs-review-translation`, `needs-review-l10n` or
/// `needs-review-adaptation` marks the translation for review.
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
            guard let original = fileElement.attribute("original"), !original.isEmpty else {
                throw TranslationFileError(file: file, position: fileElement.position, message: "<file> has no original attribute naming its catalog")
            }
            guard let language = fileElement.attribute("target-language"), !language.isEmpty else {
                throw TranslationFileError(file: file, position: fileElement.position, message: "<file original=\(quoted(original))> has no target-language")
            }
            for body in fileElement.elements(named: "body") {
                collect(body, original: original, language: language, file: file, into: &contents)
            }
        }
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
        contents.units.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
    }

    private static func unit(_ element: XMLElementNode, original: String, language: String, file: String) throws(TranslationFileError) -> ImportedUnit {
        guard let id = element.attribute("id") else {
            throw TranslationFileError(file: file, position: element.position, message: "<trans-unit> has no id")
        }
        guard let sourceElement = element.elements(named: "source").first else {
            throw TranslationFileError(file: file, position: element.position, message: "unit \(quoted(id)) has no <source>")
        }
        let source = try text(of: sourceElement, unit: id, file: file)
        let targetElement = element.elements(named: "target").first
        let target = try targetElement.map { element throws(TranslationFileError) in try text(of: element, unit: id, file: file) }
        let state = targetElement?.attribute("state") ?? ""
        let (key, path) = TranslationUnit.split(id: id)
        var unit = ImportedUnit(
            catalogPath: original, language: language, key: key, path: path, source: source, target: target,
            needsReview: state.hasPrefix("needs-review"), position: element.position)
        unit.isMarkedNew = state == "new"
        return unit
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
