import CatalogKitLite
import Testing

/// The placeholder notes a translator reads number the arguments as Foundation reads them, the same
/// way `ArgumentSignature` and the checks do.
@Suite("Placeholder notes")
struct PlaceholderNoteTests {
    @Test("unnumbered specifiers read the arguments in turn among themselves, numbered ones their own")
    func numbering() {
        #expect(PlaceholderNote.describe("%@ has %lld").map(\.argument) == [1, 2])
        #expect(PlaceholderNote.describe("%2$@ von %1$@").map(\.argument) == [2, 1])
        // DuckDuckGo: '%d' reads argument 1, the count, which the numbers leave free.
        #expect(PlaceholderNote.describe("*%2$@, %3$@* and others (%d) were trying to track you here.\n\n%4$@").map(\.argument) == [2, 3, 1, 4])
    }

    @Test("'% @' in a text with arguments is an argument, as Foundation reads it; '%arg' is the variant's number")
    func flagBeforeObject() {
        let notes = PlaceholderNote.describe("Ouvrir % @ (%lld)")
        #expect(notes.map(\.spelling) == ["% @", "%lld"])
        #expect(notes.map(\.argument) == [1, 2])
        #expect(PlaceholderNote.describe("20% @ home").isEmpty, "no arguments: the percent sign is text")
        #expect(PlaceholderNote.describe("%arg Dateien").map(\.argument) == [nil])
    }
}
