/// A fast hash of a few bytes, for tables of names looked up without making a String: the
/// recogniser's names, the module's written names, the types no release build makes.
enum ByteHash {
    /// FNV-1a of some bytes.
    @inline(__always)
    static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }
}
