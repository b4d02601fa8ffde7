/// Remembers the member names of one JSON object to find duplicates.
///
/// Catalog objects are small (a string unit has two members, a localization object a handful of
/// languages) except `strings`, which can hold hundreds of thousands of keys. The first four names
/// are kept inline, so a small object costs no allocation; up to twelve are scanned linearly, and a
/// dictionary serves more. Names compare as `String`s do (canonical equivalence).
public struct MemberNameTracker: Sendable {
    private typealias Slot = (name: String, position: SourcePosition)
    private static let inlineCapacity = 4
    private static let linearLimit = 12
    private var count = 0
    private var inline: (Slot, Slot, Slot, Slot) = (("", .start), ("", .start), ("", .start), ("", .start))
    private var few: [Slot] = []
    private var many: [String: SourcePosition]?

    /// Creates an empty tracker.
    public init() {}

    /// Records a name; returns where the same name was first seen, or `nil` if it is new.
    public mutating func insert(_ name: String, at position: SourcePosition) -> SourcePosition? {
        if many != nil {
            if let first = many![name] { return first }
            many![name] = position
            return nil
        }
        let inlineCount = min(count, Self.inlineCapacity)
        let found: SourcePosition? = withUnsafeMutablePointer(to: &inline) { tuple in
            tuple.withMemoryRebound(to: Slot.self, capacity: Self.inlineCapacity) { slots in
                for slot in 0..<inlineCount where slots[slot].name == name { return slots[slot].position }
                if inlineCount < Self.inlineCapacity { slots[inlineCount] = (name, position) }
                return nil
            }
        }
        if let found { return found }
        if count < Self.inlineCapacity {
            count += 1
            return nil
        }
        if let first = few.first(where: { $0.name == name }) { return first.position }
        few.append((name, position))
        count += 1
        if count > Self.linearLimit {
            var dictionary = [String: SourcePosition](minimumCapacity: 64)
            withUnsafeMutablePointer(to: &inline) { tuple in
                tuple.withMemoryRebound(to: Slot.self, capacity: Self.inlineCapacity) { slots in
                    for slot in 0..<Self.inlineCapacity { dictionary[slots[slot].name] = slots[slot].position }
                }
            }
            for (name, position) in few { dictionary[name] = position }
            many = dictionary
            few = []
        }
        return nil
    }
}
