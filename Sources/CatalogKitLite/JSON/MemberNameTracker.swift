/// Remembers the member names of one JSON object to find duplicates.
///
/// Catalog objects are small (a string unit has two members) except `strings`, which can hold
/// hundreds of thousands of keys; a linear scan serves the first and a dictionary the second.
public struct MemberNameTracker: Sendable {
    private static let linearLimit = 12
    private var few: [(name: String, position: SourcePosition)] = []
    private var many: [String: SourcePosition]?

    /// Creates an empty tracker.
    public init() {}

    /// Records a name; returns where the same name was first seen, or `nil` if it is new.
    public mutating func insert(_ name: String, at position: SourcePosition) -> SourcePosition? {
        if var many {
            self.many = nil
            defer { self.many = many }
            if let first = many[name] { return first }
            many[name] = position
            return nil
        }
        if let first = few.first(where: { $0.name == name }) { return first.position }
        few.append((name, position))
        if few.count > Self.linearLimit {
            var dictionary = [String: SourcePosition](minimumCapacity: 64)
            for (name, position) in few { dictionary[name] = position }
            many = dictionary
            few = []
        }
        return nil
    }
}
