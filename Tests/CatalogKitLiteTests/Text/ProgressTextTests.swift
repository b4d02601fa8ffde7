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
        // German's passive, with its ellipsis: "Wird geladen…"; "Wird" alone or without one is no progress.
        #expect(ProgressText.isProgress("Wird vorbereitet…") && ProgressText.isProgress("Werden gesichert ...") && ProgressText.isProgress("Saving…"))
        #expect(!ProgressText.isProgress("Wird vorbereitet") && !ProgressText.isProgress("Öffnen…") && !ProgressText.isProgress("Wirdvoll…"))
    }

    /// A control's title in a passing form of its other title, "Saving" beside "Save", "Copied"
    /// beside "Copy" (49th study): the words before the last alike, an ellipsis aside.
    @Test func aPassingFormIsTheOtherTitlesLastWordInflected() {
        for (text, base) in [("Saving", "Save"), ("Saving…", "Save"), ("Copied", "Copy"), ("Saved!", "Save"), ("Stopping", "Stop"),
                             ("Exporting", "Export"), ("Exported", "Export"), ("Link copied", "Link copy")] {
            #expect(ProgressText.isPassingForm(text, of: base), "\(text) of \(base)")
        }
        #expect(!ProgressText.isPassingForm("Saved", of: "Saved"), "the same title")
        #expect(!ProgressText.isPassingForm("Edit", of: "Save") && !ProgressText.isPassingForm("Settings", of: "Set"), "another word")
        #expect(!ProgressText.isPassingForm("Save draft", of: "Save"), "another number of words")
    }
}
