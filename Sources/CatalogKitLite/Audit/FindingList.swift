

/// The findings of one catalog, in report order, kept in the slices the audit made them in.
///
/// Joining the slices into one array would copy every finding once more, at the moment the run
/// holds the most (the catalog's model is still in memory); a list of slices is read in order just
/// as well.
public struct FindingList: Sequence, Sendable, ExpressibleByArrayLiteral {
    /// The slices, in order; none is empty.
    public private(set) var segments: [[Finding]]

    /// A list of the findings in `segments`, in that order.
    public init(segments: [[Finding]]) {
        self.segments = segments.filter { !$0.isEmpty }
    }

    /// A list of the findings of one array.
    public init(_ findings: [Finding]) {
        self.init(segments: [findings])
    }

    public init(arrayLiteral findings: Finding...) {
        self.init(findings)
    }

    /// How many findings there are.
    public var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// Whether there are none.
    public var isEmpty: Bool { segments.isEmpty }

    public var underestimatedCount: Int { count }

    public func makeIterator() -> FlattenSequence<[[Finding]]>.Iterator {
        segments.joined().makeIterator()
    }

    /// Removes the findings that `shouldBeRemoved` picks, keeping the order of the others.
    public mutating func removeAll(where shouldBeRemoved: (Finding) throws -> Bool) rethrows {
        for index in segments.indices {
            try segments[index].removeAll(where: shouldBeRemoved)
        }
        segments.removeAll { $0.isEmpty }
    }
}
