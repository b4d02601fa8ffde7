import CatalogKitLite

/// The German word lists. Extend a list here; no rule needs to change.
///
/// Sources for the lists are in `speech-rules.md` §3 (Google ATF's German strings, German VoiceOver
/// tutorials, NeMo's German whitelist, DIN 5008).
extension Lexicon {
    /// German.
    public static let german = Lexicon(Words(
        language: "de",
        languageName: "German",
        hasWords: true,
        controlTypeWords: [
            "schaltfläche", "button", "taste", "knopf", "link", "kästchen", "schalter", "regler", "bild", "symbol",
            "icon", "foto", "grafik",
        ],
        controlTypeOfWords: ["von"],
        controlTypeAllowedPhrases: [
            "fotomediathek", "profilbild", "titelbild", "neuer tab", "neuen tab", "tab schließen", "app-symbol",
            "link teilen", "link kopieren", "einladungslink", "tableiste", "menüleistensymbol",
        ],
        uninformativeLabels: [
            "schaltfläche", "button", "bild", "symbol", "icon", "foto", "grafik", "ausgewählt", "hier", "link",
            "hier tippen", "hier klicken", "mehr erfahren", "text", "titel", "unbenannt", "platzhalter", "element",
        ],
        weakLabels: ["mehr"],
        stateWords: [
            "ausgewählt", "nicht ausgewählt", "auswahl aufgehoben", "aktiviert", "deaktiviert", "ein", "aus",
            "mit häkchen", "häkchen entfernt", "ausgeklappt", "eingeklappt", "genehmigt", "abgelehnt", "an",
        ],
        particleStateWords: ["ein", "aus", "an"],
        particleVerbs: [],
        labelLengthFactor: 1.2,
        gestureWords: [
            "doppeltippen", "doppeltippe", "doppeltipp", "doppelt tippen", "zweimal tippen", "dreifachtippen", "tippen",
            "tippe", "tippst", "antippen", "streichen", "streiche", "wischen", "wische", "klicken", "klicke", "drücken",
            "drücke", "gedrückt halten", "lange drücken", "ziehen", "ziehe", "aufziehen", "zusammenziehen", "rechtsklick",
            "doppelklick", "doppelklicken", "doppelklicke",
        ],
        pointerWords: ["klicken", "klicke", "rechtsklick", "doppelklick", "doppelklicken", "doppelklicke"],
        secondaryActionWords: ["gedrückt halten", "lange drücken", "rechtsklick", "ziehen", "ziehe"],
        // German writes nouns with a capital: a gesture word in lower case, or at a sentence's start, is a verb.
        gestureVerbCues: [],
        gestureNounMarkers: [
            "das", "dem", "den", "des", "ein", "einen", "einem", "eines", "dieses", "diesem", "beim", "vom", "im", "aus", "von",
            "mit", "per", "neues", "neuen",
        ],
        imperativeVerbs: [
            // Du-imperatives that are not also nouns ("Suche", "Spiele", "Folge" are left out).
            "öffne", "tippe", "wähle", "lösche", "füge", "zeige", "starte", "stoppe", "sende", "speichere", "bearbeite",
            "schließe", "gehe", "geh", "ändere", "entferne", "aktiviere", "deaktiviere", "gib", "sieh", "lies", "nimm",
            "mach", "mache", "drücke", "klicke", "wische", "ziehe", "halte", "kopiere", "erstelle", "verschiebe",
            "markiere", "antworte", "schalte", "wechsle", "wechsele", "prüfe", "überprüfe", "bestätige", "erlaube",
            "verbinde", "trenne", "abonniere", "kaufe", "scrolle", "aktualisiere", "setze", "benenne", "sortiere",
            "filtere", "exportiere", "importiere", "installiere", "entsperre", "stelle", "versuche", "besuche",
            "fülle", "vervollständige", "ergänze", "durchsuche",
        ],
        requirementPhrases: [
            "mindestens", "höchstens", "bis zu", "zwischen", "zuerst", "vorher", "erforderlich", "muss", "müssen", "gültig",
            "gültige", "gültigen", "zeichen", "buchstaben", "ziffern", "um fortzufahren", "zum aktivieren",
        ],
        hintTypeOpeners: ["schaltfläche, die", "schaltfläche zum", "schaltfläche, mit der", "schalter, der", "regler, der", "link zu", "link, der", "button, der", "button zum"],
        riskPhrases: [
            "irreversible": ["nicht rückgängig", "endgültig", "unwiderruflich", "dauerhaft", "für immer"],
            "cost": ["kostenpflichtig", "gebühr", "gebühren", "kostet", "berechnet", "bezahlt"],
            "required": ["erforderlich"],
        ],
        deadlineWords: ["bis", "spätestens", "frist", "läuft", "fällig", "vor"],
        currencies: [
            "$": CurrencyName("Dollar", "Dollar"), "US$": CurrencyName("Dollar", "Dollar"),
            "€": CurrencyName("Euro", "Euro"), "£": CurrencyName("Pfund", "Pfund"), "¥": CurrencyName("Yen", "Yen"),
            "₹": CurrencyName("Rupie", "Rupien"), "₩": CurrencyName("Won", "Won"), "₽": CurrencyName("Rubel", "Rubel"),
            "USD": CurrencyName("US-Dollar", "US-Dollar"), "EUR": CurrencyName("Euro", "Euro"),
            "GBP": CurrencyName("Pfund", "Pfund"), "CHF": CurrencyName("Franken", "Franken"),
            "JPY": CurrencyName("Yen", "Yen"), "CAD": CurrencyName("kanadischer Dollar", "kanadische Dollar"),
            "AUD": CurrencyName("australischer Dollar", "australische Dollar"),
        ],
        currencyWords: [
            "euro": CurrencyName("Euro", "Euro"), "dollar": CurrencyName("Dollar", "Dollar"),
            "franken": CurrencyName("Franken", "Franken"), "cent": CurrencyName("Cent", "Cent"),
            "pfund": CurrencyName("Pfund", "Pfund"),
        ],
        priceFillerWords: [
            "ab", "nur", "je", "pro", "im", "monat", "mon", "monatlich", "jahr", "jährlich", "woche", "wöchentlich", "tag",
            "täglich", "jetzt", "dann", "gesamt", "insgesamt", "preis", "zzgl", "inkl", "mwst", "ust", "für",
        ],
        versionKeywords: ["version", "versionen", "ver"],
        buildKeywords: ["build", "builds"],
        // Not listed: the everyday abbreviations German voices expand ("z. B.", "bzw.", "usw.", "d. h.",
        // "u. a.", "ca.") and time units after a number ("5 min", "3 Std.", "10 Sek."), which the
        // precision study heard read in full; and "max.", whose clipped reading "Max" is the word's own
        // stem and understood ("Max. Kapazität" in boring.notch).
        abbreviations: [
            Abbreviation("Nr.", "Nummer"),
            Abbreviation("ggf.", "gegebenenfalls"), Abbreviation("inkl.", "inklusive"), Abbreviation("zzgl.", "zuzüglich"),
            Abbreviation("Str.", "Straße"),
            Abbreviation("St.", "Stück oder Sankt", ambiguous: true), Abbreviation("Tel.", "Telefon"),
            Abbreviation("evtl.", "eventuell"), Abbreviation("mind.", "mindestens"),
            // A unit letter after a space is read as the unit ("5 h": "fünf Stunden"), glued to the number
            // as a letter ("in 12h": "in zwölf h"), as in English.
            Abbreviation("h", "Stunden", ambiguous: true, context: .gluedToNumber),
            Abbreviation("s", "Sekunden", ambiguous: true, context: .gluedToNumber),
            Abbreviation("m", "Minuten oder Meter", ambiguous: true, context: .gluedToNumber),
            Abbreviation("d", "Tage", ambiguous: true, context: .gluedToNumber),
            Abbreviation("T", "Tage", ambiguous: true, context: .gluedToNumber),
            Abbreviation("W", "Wochen", ambiguous: true, context: .gluedToNumber),
            Abbreviation("J", "Jahre", ambiguous: true, context: .gluedToNumber),
        ],
        transliteratedStems: [
            "fuer": "für", "ueber": "über", "uebrig": "übrig", "zurueck": "zurück", "drueck": "drück", "schluessel": "schlüssel",
            "gruess": "grüß", "gruen": "grün", "pruef": "prüf", "fuehr": "führ", "fueg": "füg", "kuerz": "kürz", "muess": "müss",
            "wuensch": "wünsch", "natuerlich": "natürlich", "gueltig": "gültig", "rueck": "rück", "buech": "büch", "fuell": "füll",
            "stueck": "stück", "muell": "müll", "stuetz": "stütz", "schuetz": "schütz", "frueh": "früh", "nuetz": "nütz",
            "kuendig": "kündig", "gebuehr": "gebühr", "tuer": "tür", "hoech": "höch", "loesch": "lösch", "oeff": "öff",
            "moeglich": "möglich", "moecht": "möcht", "koenn": "könn", "groess": "größ", "hoer": "hör", "stoer": "stör",
            "noetig": "nötig", "schoen": "schön", "hoeh": "höh", "koerper": "körper", "loesung": "lösung", "woech": "wöch",
            "voellig": "völlig", "zoeger": "zöger", "aender": "änder", "waehl": "wähl", "geraet": "gerät", "spaeter": "später",
            "naechst": "nächst", "laeng": "läng", "flaech": "fläch", "zaehl": "zähl", "faellig": "fällig", "aehnlich": "ähnlich",
            "bestaetig": "bestätig", "waehr": "währ", "taeglich": "täglich", "jaehrlich": "jährlich", "haeufig": "häufig",
            "staerk": "stärk", "staend": "ständ", "maerz": "märz", "raeum": "räum", "haelt": "hält", "faehig": "fähig",
            "kaeuf": "käuf", "laedt": "lädt", "waert": "wärt",
        ],
        acronyms: CommonAcronyms.words.union(["GMBH", "MWST", "UST", "AG", "KG", "EV", "DB", "ICE", "PLZ", "BLZ", "AGB", "SEPA", "KFZ", "PKW", "LKW", "EC", "ABC", "USA", "DDR", "BRD", "WLAN", "DSL", "TÜV", "DIN", "ZIP"]),
        numberWords: NumberWords(
            grammar: .german,
            units: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf",
                    "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"],
            tens: ["", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"],
            hundred: "hundert", thousand: "tausend", million: ("Million", "Millionen"), billion: ("Milliarde", "Milliarden"),
            decimalPoint: "Komma", versionDot: "Punkt", percent: "Prozent", minus: "minus", oneBeforeNoun: "ein"),
        exampleItem: "Leihen"
    ))
}
