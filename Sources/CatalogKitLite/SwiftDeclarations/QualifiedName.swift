extension String {
    /// The last component of a qualified Swift name (`Syntax.Outline.Kind` gives `Kind`; a name
    /// without a dot is itself), as `split(separator: ".").last` gives it. Found on the UTF-8 bytes:
    /// a `Character` walk over every type's name cost more than reading the module's declarations.
    var lastNameComponent: String {
        let utf8 = self.utf8
        let dot = UInt8(ascii: ".")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == dot { end = utf8.index(before: end) }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != dot { start = utf8.index(before: start) }
        // No component at all (only dots), or the whole name: the name itself.
        guard start < end, start > utf8.startIndex || end < utf8.endIndex else { return self }
        return String(self[start..<end])
    }
}
