/// Unit symbols that German, English and the other languages written in Latin letters write alike:
/// "45 min", "12 km", "320 kbps", "5 °C". A text made of them, numbers and values has nothing to
/// translate.
package enum UnitSymbols {
    /// The symbols, as they are written (case matters: "MB" is a unit, "mb" is rarely meant as one).
    package static let written: Set<String> = [
        "mm", "cm", "km", "m²", "km²", "mg", "kg", "ml", "mL", "min", "ms", "µs", "ns", "Wh", "kWh", "MWh", "W", "kW", "mW",
        "mV", "mA", "mAh", "Hz", "kHz", "MHz", "GHz", "dB", "dBm", "dBA", "B", "kB", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB",
        "bps", "kbps", "Kbps", "Mbps", "Gbps", "kbit/s", "Kbit/s", "Mbit/s", "Gbit/s", "B/s", "kB/s", "KB/s", "MB/s", "GB/s", "KiB/s", "MiB/s",
        "GiB/s", "fps", "px", "pt", "dpi", "ppi", "bpm", "°", "°C", "°F",
        "km/h", "m/s", "mph", "hPa", "mbar", "kcal", "kJ", "ft", "mi", "oz", "lb", "lbs", "rpm",
        // Kiln's unit pickers (the 40th study): area, pressure, volume, data, energy and SI symbols.
        "µm", "nm", "nmi", "yd", "ha", "ac", "Pa", "kPa", "MPa", "GPa", "psi", "bar", "atm", "mmHg", "inHg", "Torr", "gal", "qt",
        "dl", "cl", "µg", "bit", "kbit", "Mbit", "Gbit", "cal", "MJ", "BTU", "eV", "kV", "kN", "Nm", "Ω", "kΩ", "mol", "lx", "lm",
        "mpg", "kn",
        // Blood glucose, as diabetes apps write it (Trio's "mmol/L" and "mg/dL", 55th study).
        "mmol", "µmol", "nmol", "dL",
    ]

    /// Lengths, which a superscript two or three makes an area or a volume ("cm²", "ft³").
    private static let lengths: Set<String> = ["mm", "cm", "m", "km", "µm", "nm", "in", "ft", "yd", "mi", "nmi"]

    /// Whether `word` is one of the symbols, as written: also a length squared or cubed ("yd²") and
    /// a ratio of symbols, with a number before the second ("L/100km", "kWh/100km").
    package static func isSymbol<S: StringProtocol>(_ word: S) -> Bool {
        let text = String(word)
        if written.contains(text) { return true }
        // Most words end in a letter and have no slash: asked of every word of a catalog, they are
        // answered from their last scalar and their bytes.
        if let last = text.unicodeScalars.last, last == "²" || last == "³" { return lengths.contains(String(text.dropLast())) }
        guard text.utf8.contains(UInt8(ascii: "/")) else { return false }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts.first, let second = parts.last else { return false }
        let unit = second.drop { $0.isASCII && $0.isNumber }
        return (first == "L" || written.contains(String(first))) && (unit == "L" || written.contains(String(unit)))
    }
}
