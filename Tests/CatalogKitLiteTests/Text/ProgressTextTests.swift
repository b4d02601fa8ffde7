import Testing
@testable import CatalogKitLite

/// English text that tells of work going on, which label-not-in-name and the German command form
/// both ask about.
struct ProgressTextTests {
    @Test func anEllipsisAndAWordInIngTellOfWork() {
        #expect(ProgressText.endsWithEllipsis("Authenticating…") && ProgressText.endsWithEllipsis("Signing in... "))
        #expect(!ProgressText.endsWithEllipsis("Unlock") && !ProgressText.endsWithEllipsis("v1.2."))
        #expect(ProgressText.hasProgressWord("Authenticating…") && ProgressText.hasProgressWord("Signing in...")
            && ProgressText.hasProgressWord("Now loading…"))
        // "Open…" asks for more input, and a short word in -ing is no progress.
        #expect(!ProgressText.hasProgressWord("Open…") && !ProgressText.hasProgressWord("Ring…") && !ProgressText.hasProgressWord("Save as…"))
    }
}
