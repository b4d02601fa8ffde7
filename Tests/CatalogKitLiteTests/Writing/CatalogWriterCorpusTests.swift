import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// The writer against the real catalogs: each read and written back unchanged gives its bytes, and a
/// changed string changes only its own lines.
@Suite(.requires(.corpus))
struct CatalogWriterCorpusTests {
    static let catalogs = Corpus.realCatalogs()

    /// The one catalog whose keys are not in Xcode's order: two neighbouring keys that no comparison
    /// sorts as they stand (`Toolbar.documentHistory.label` before `…back.label`), a key renamed or
    /// moved by hand, most likely. Xcode would move the key when it next writes the file.
    static let handOrdered = "coteditor__CotEditor/CotEditor/Localizables/Document Window/Document.xcstrings"

    @Test func corpusHasEveryCatalog() {
        #expect(Self.catalogs.count == 104)
    }

    /// Every corpus catalog, read and written back unchanged, gives its own bytes: the layout,
    /// escapes, empty objects and final line break are Xcode's in all 104.
    @Test(arguments: catalogs)
    func unchangedCatalogGivesItsBytes(_ url: URL) throws {
        let original = try [UInt8](Data(contentsOf: url))
        let catalog = try #require(CatalogReader.read(path: url.path).catalog)
        let written = try CatalogWriter().bytes(for: catalog)
        #expect(written == original, "\(Writing.firstDifference(original, written) ?? "")")
    }

    /// Sorted as Xcode sorts (``CatalogWriter/KeyOrder/xcode``), 103 catalogs are unchanged; the
    /// hand-ordered one changes only by the key Xcode would move.
    @Test func xcodeOrderChangesOnlyTheHandOrderedCatalog() throws {
        var differing: [String] = []
        for url in Self.catalogs {
            let original = try [UInt8](Data(contentsOf: url))
            let catalog = try #require(CatalogReader.read(path: url.path).catalog)
            let written = try CatalogWriter(keyOrder: .xcode).bytes(for: catalog)
            guard written != original else { continue }
            let relative = String(url.path.dropFirst(Corpus.real!.path.count + 1))
            differing.append(relative)
            // The same bytes, only one entry's lines elsewhere.
            #expect(written.count == original.count)
            #expect(written.sorted() == original.sorted())
        }
        #expect(differing == [Self.handOrdered])
    }

    /// A new German value and state change only the lines of that string unit, in a plain unit, a
    /// plural variant and a substitution branch alike.
    @Test(arguments: ["Dimillian__IceCubesApp", "LiveContainer__LiveContainer", "MrKai77__Loop"])
    func changingGermanStringsChangesOnlyTheirLines(_ repository: String) throws {
        let url = try #require(Self.catalogs.first { $0.path.contains(repository) })
        let original = try [UInt8](Data(contentsOf: url))
        var catalog = try #require(CatalogReader.read(path: url.path).catalog)

        var changedValueLines: [Int] = []
        /// Changes the first German unit that `unit` finds, if any; whether one was found.
        func changeFirst(_ unit: (inout LocalizedContent) -> WritableKeyPath<LocalizedContent, StringUnit?>?) -> Bool {
            for entryIndex in catalog.entries.indices {
                guard let language = catalog.entries[entryIndex].localizations.firstIndex(where: { $0.language == "de" }) else { continue }
                var content = catalog.entries[entryIndex].localizations[language].content
                guard let path = unit(&content), var changed = content[keyPath: path] else { continue }
                changed.value.text = "Geänderter \"Text\" mit %lld, Zeilenumbruch\nund / Schrägstrich"
                changed.state = changed.state == .translated ? .needsReview : .translated
                changedValueLines.append(changed.value.position.line)
                content[keyPath: path] = changed
                catalog.entries[entryIndex].localizations[language].content = content
                return true
            }
            return false
        }
        let plain = changeFirst { $0.variations == nil && $0.substitutions.isEmpty ? \.stringUnit : nil }
        let plural = changeFirst { $0.variations?.plural?.variants.first?.content.stringUnit != nil ? \.firstPluralUnit : nil }
        let branch = changeFirst { $0.substitutions.first?.variations?.plural?.variants.first != nil ? \.firstSubstitutionUnit : nil }
        #expect(plain && plural)
        #expect(branch == (repository != "MrKai77__Loop"), "every catalog but Loop's has German substitutions")

        let written = try CatalogWriter().bytes(for: catalog)
        let lines = try #require(Writing.differingLines(original, written), "the number of lines changed")
        // Xcode writes `state` on the line before `value`: those two lines per unit, nothing else.
        let allowed = Set(changedValueLines.flatMap { [$0 - 1, $0] })
        #expect(Set(lines) == allowed, "lines \(lines) changed; exactly \(allowed.sorted()) should")
    }
}

private extension LocalizedContent {
    /// The unit of the first plural variant (the test only asks for it where there is one).
    var firstPluralUnit: StringUnit? {
        get { variations?.plural?.variants.first?.content.stringUnit }
        set { variations!.plural!.variants[0].content.stringUnit = newValue }
    }

    /// The unit of the first substitution's first plural branch.
    var firstSubstitutionUnit: StringUnit? {
        get { substitutions.first?.variations?.plural?.variants.first?.content.stringUnit }
        set { substitutions[0].variations!.plural!.variants[0].content.stringUnit = newValue }
    }
}
