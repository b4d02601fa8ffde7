/// Unit symbols that German, English and the other languages written in Latin letters write alike:
/// "45 min", "12 km", "320 kbps", "5 °C". A text made of them, numbers and values has nothing to
/// translate.
package enum UnitSymbols {
    /// The symbols, as they are written (case matters: "MB" is a unit, "mb" is rarely meant as one).
    package static let written: Set<String> = [
        "mm", "cm", "km", "m²", "km²", "mg", "kg", "ml", "mL", "min", "ms", "µs", "ns", "Wh", "kWh", "MWh", "W", "kW", "mW",
        "mV", "mA", "mAh", "Hz", "kHz", "MHz", "GHz", "dB", "dBm", "dBA", "B", "kB", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB",
        "bps", "kbps", "Kbps", "Mbps", "Gbps", "kbit/s", "Mbit/s", "Gbit/s", "B/s", "kB/s", "KB/s", "MB/s", "GB/s", "KiB/s", "MiB/s",
        "GiB/s", "fps", "px", "pt", "dpi", "ppi", "bpm", "°", "°C", "°F",
        "km/h", "m/s", "mph", "hPa", "mbar", "kcal", "kJ", "ft", "mi", "oz", "lb", "lbs", "rpm",
    ]

    /// Whether `word` is one of the symbols, as written.
    package static func isSymbol<S: StringProtocol>(_ word: S) -> Bool { written.contains(String(word)) }
}
