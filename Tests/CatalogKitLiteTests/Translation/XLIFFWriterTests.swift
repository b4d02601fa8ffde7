import Testing
@testable import CatalogKitLite

/// The XLIFF writer: Xcode's layout, escapes that survive a round trip, and units XML cannot hold.
struct XLIFFWriterTests {
    func file(_ units: [TranslationUnit]) -> TranslationExportFile {
        TranslationExportFile(catalogPath: "App/Localizable.xcstrings", module: "App", sourceLanguage: "en", targetLanguage: "de", units: units)
    }

    @Test func layoutIsXcodes() {
        let unit = TranslationUnit(
            module: "App", catalogPath: "App/Localizable.xcstrings", key: "%lld photos", path: VariationPath(["plural", "one"]),
            source: "%lld photo", target: "%lld Foto", state: .translated, comment: "Photo count", role: .label, roleSource: .comment,
            placeholders: PlaceholderNote.describe("%lld photo"), needs: [.findings])
        let text = XLIFFWriter(toolName: "xcstrings-a11y", toolVersion: "9").document([file([unit])]).text
        #expect(text.contains("""
          <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode"/>
              <tool tool-id="xcstrings-a11y" tool-name="xcstrings-a11y" tool-version="9"/>
              <note from="xcstrings-a11y">Module: App</note>
            </header>
            <body>
              <trans-unit id="%lld photos|==|plural.one" xml:space="preserve">
                <source>%lld photo</source>
                <target state="translated">%lld Foto</target>
                <note from="developer">Photo count</note>
                <note from="xcstrings-a11y">Role: label (from the key's comment)</note>
                <note from="xcstrings-a11y">Placeholders: %lld = a number (argument 1)</note>
        """))
    }

    @Test func escapesSurviveTheRoundTrip() throws {
        let key = "say \"hi\" & <go>\nnow\tthen\r"
        let unit = TranslationUnit(
            module: "App", catalogPath: "App/Localizable.xcstrings", key: key, path: VariationPath(), source: "a\r\nb & <c> \"d\"",
            target: "x ]]> y", state: .needsReview, needs: [.needsReview])
        let (text, skipped) = XLIFFWriter(toolName: "t", toolVersion: "1").document([file([unit])])
        #expect(skipped.isEmpty)
        #expect(text.contains("id=\"say &quot;hi&quot; &amp; &lt;go&gt;&#10;now&#9;then&#13;\""))
        #expect(text.contains("<source>a&#13;\nb &amp; &lt;c&gt; \"d\"</source>"))
        #expect(text.contains("<target state=\"needs-review-translation\">x ]]&gt; y</target>"))
        let read = try XLIFFReader.read(Array(text.utf8), file: "t.xliff")
        #expect(read.units.count == 1)
        #expect(read.units.first?.key == key)
        #expect(read.units.first?.source == "a\r\nb & <c> \"d\"")
        #expect(read.units.first?.target == "x ]]> y")
        #expect(read.units.first.map { TranslationStateMap.meaning(of: $0.state) } == .review)
    }

    @Test func aUnitXMLCannotHoldIsLeftOutAndNamed() {
        let bad = TranslationUnit(module: "App", catalogPath: "App/Localizable.xcstrings", key: "bell", path: VariationPath(), source: "ding\u{7}", needs: [.missing])
        let good = TranslationUnit(module: "App", catalogPath: "App/Localizable.xcstrings", key: "ok", path: VariationPath(), source: "fine", needs: [.missing])
        let (text, skipped) = XLIFFWriter(toolName: "t", toolVersion: "1").document([file([bad, good])])
        #expect(skipped.map(\.id) == ["bell"])
        #expect(skipped.first?.reason.contains("U+0007") == true)
        #expect(!text.contains("id=\"bell\""))
        #expect(text.contains("id=\"ok\""))
    }
}
