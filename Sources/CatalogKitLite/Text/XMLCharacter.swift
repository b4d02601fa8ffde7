/// XML 1.0's `Char` production: the characters an XML document may hold, as text or as a
/// character reference. One definition for the XLIFF writer and reader and the JUnit report.
package enum XMLCharacter {
    /// Whether XML 1.0 allows the code point: tab, line feed, carriage return, U+0020–U+D7FF,
    /// U+E000–U+FFFD and U+10000–U+10FFFF.
    @inlinable
    package static func isAllowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
