@testable import CatalogKitLite

/// Fuzzes the translators' files and the import writer. The first byte picks what runs on the rest:
///
/// - 0, 1: the XLIFF or CSV reader. Any bytes give units (and problems) or an error whose place is
///   inside the input; the units written back by the writer of that format and read again are the
///   same units (ids, sources, targets), but those the writer must leave out.
/// - 2, 3: an import. The rest is a catalog, a 0x1E byte, then an XLIFF or CSV file whose units
///   all go into that catalog in German. Every unit is accounted for once (written, already there,
///   untranslated, unfinished, repeated or refused); the catalog written (in Xcode's layout or
///   spliced into the file's own) reads back as the changed model; importing the same units again
///   writes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranslation(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let mode = bytes[0] % 4
    let rest = Array(bytes.dropFirst())
    let format: TranslationFileFormat = mode % 2 == 0 ? .xliff : .csv
    if mode < 2 {
        readAndWriteBack(rest, format: format)
    } else if let separator = rest.firstIndex(of: 0x1E) {
        importUnits(catalog: Array(rest[..<separator]), file: Array(rest[(separator + 1)...]), format: format)
    }
    return 0
}

private func read(_ bytes: [UInt8], format: TranslationFileFormat) -> TranslationFileContents? {
    do {
        let contents = try TranslationFileReader.read(bytes, file: "fuzz", format: format)
        for unit in contents.units { precondition(unit.position.offset <= bytes.count, "a unit outside the input") }
        for problem in contents.problems { precondition((problem.position?.offset ?? 0) <= bytes.count, "a problem outside the input") }
        return contents
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        if let position = error.position { precondition(position.offset <= bytes.count, "an error outside the input") }
        return nil
    }
}

private func readAndWriteBack(_ bytes: [UInt8], format: TranslationFileFormat) {
    guard let contents = read(bytes, format: format), !contents.units.isEmpty else { return }
    // The units as an export of one catalog (a path of a catalog: one that is not would make the
    // reader look for each unit's place in its location instead).
    let path = "fuzz.xcstrings"
    let units = contents.units.map { unit in
        TranslationUnit(module: "M", catalogPath: path, key: unit.key, path: unit.path, source: unit.source, target: unit.target, state: .translated)
    }
    let file = TranslationExportFile(catalogPath: path, module: "M", sourceLanguage: "en", targetLanguage: "de", units: units)
    let (text, skipped) = switch format {
    case .xliff: XLIFFWriter(toolName: "fuzz", toolVersion: "1").document([file])
    case .csv: CSVWriter().document([file])
    }
    guard let again = try? TranslationFileReader.read(Array(text.utf8), file: "again", format: format) else {
        preconditionFailure("the writer wrote a file its reader refuses")
    }
    // The units the writer may leave out, judged one by one (ids may repeat in a file).
    let written = units.filter { unit in
        switch format {
        case .xliff: XLIFFWriter.unwritable(unit) == nil
        case .csv: CSVWriter.unwritable([("", unit.key), ("", unit.source), ("", unit.target ?? ""), ("", unit.comment ?? "")]) == nil
        }
    }
    precondition(units.count - written.count == skipped.count, "the writer left out other units than it said")
    precondition(again.units.count == written.count, "a unit was lost writing it back")
    for (read, unit) in zip(again.units, written) {
        precondition(read.id == unit.id && read.source == unit.source && read.target == unit.target, "a unit changed writing it back")
    }
}

private func importUnits(catalog catalogBytes: [UInt8], file: [UInt8], format: TranslationFileFormat) {
    let decoded = CatalogReader.decode(catalogBytes, path: "fuzz.xcstrings")
    guard let catalog = decoded.catalog, decoded.isComplete, catalog.sourceLanguage != "de",
          var units = read(file, format: format)?.units, !units.isEmpty else { return }
    for index in units.indices {
        units[index].catalogPath = "fuzz.xcstrings"
        units[index].language = "de"
    }
    let outcome = TranslationImport.apply(units, to: catalog, language: "de")
    let accounted = outcome.accepted.count + outcome.unchanged.count + outcome.untranslated.count + outcome.unfinished.count
        + outcome.refused.count + outcome.repeated.reduce(0) { $0 + $1.copies }
    precondition(accounted == units.count, "a unit was not accounted for")
    for accepted in outcome.accepted {
        precondition(TranslationText.controlCharacter(in: accepted.unit.target ?? "") == nil, "a control character was written")
        if TranslationStateMap.meaning(of: accepted.unit.state) != .finished(.translated) {
            precondition(accepted.state != .translated, "an unfinished unit was written as translated")
        }
    }
    guard !outcome.accepted.isEmpty else {
        precondition(outcome.catalog == catalog, "nothing was accepted, yet the catalog changed")
        return
    }
    guard let edit = try? CatalogEdit.bytes(original: catalogBytes, originalCatalog: catalog, changed: outcome.catalog) else { return }
    let reread = CatalogReader.decode(edit.bytes, path: "fuzz.xcstrings")
    guard let written = reread.catalog, reread.isComplete else { preconditionFailure("the written catalog cannot be read") }
    precondition((try? CatalogWriter().bytes(for: written)) == (try? CatalogWriter().bytes(for: outcome.catalog)), "the written catalog is not the changed one")
    let again = TranslationImport.apply(units, to: written, language: "de")
    precondition(again.accepted.isEmpty, "importing the same units twice wrote them twice")
}
