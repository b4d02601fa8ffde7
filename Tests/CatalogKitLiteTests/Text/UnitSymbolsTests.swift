import Testing
@testable import CatalogKitLite

/// Unit symbols are written alike in English and German: Kiln's unit pickers list "cm²", "ha", "Pa",
/// "psi", "gal", "bit", "L/100km" (the 40th study's judges found them reported hard-coded, 12 of 15
/// wrong). Words that a language translates ("Grad" for "grad", "cup") are not symbols.
struct UnitSymbolsTests {
    @Test(arguments: ["cm²", "ft²", "yd²", "m³", "in³", "ha", "Pa", "psi", "gal", "bit", "L/100km", "kWh/100km", "km/h", "nmi", "mmHg", "mmol/L", "mg/dL", "µmol/L"])
    func symbolsAreTheSameInEveryLanguage(_ symbol: String) {
        #expect(UnitSymbols.isSymbol(symbol))
        #expect(ValueJudge.isSameInEveryLanguage(symbol))
    }

    @Test(arguments: ["grad", "cup", "rev", "Property List", "km/Tag", "Liter/Woche", "Area in ha"])
    func wordsAreNot(_ text: String) {
        #expect(!ValueJudge.isSameInEveryLanguage(text))
    }
}
