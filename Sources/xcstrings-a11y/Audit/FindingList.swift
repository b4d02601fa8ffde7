import CatalogKitLite

/// The findings of one catalog, in report order, kept in the slices the audit made them in.
///
/// Joining the slices into one array would copy every finding once more, at the moment the run
/// holds the most (the catalog's model is still in memory); a list of slices is read in order just
/// as well.
struct FindingList: Sequence, Sendable, ExpressibleByArrayLiteral {
    /// The slices, in order; none is empty.
    private(set) var segments: [[Finding]]

    /// A list of the findings in `segments`, in that order.
    init(segments: [[Finding]]) {
        self.segments = segments.filter { !$0.isEmpty }
    }

    /// A list of the findings of one array.
    init(_ findings: [Finding]) {
        self.init(segments: [findings])
    }

    init(arrayLiteral findings: Finding...) {
        self.init(findings)
    }

    /// How many findings there are.
    var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// Whether there are none.
    var isEmpty: Bool { segments.isEmpty }

    var underestimatedCount: Int { count }

    func makeIterator() -> FlattenSequence<[[Finding]]>.Iterator {
        segments.joined().makeIterator()
    }

    /// Removes the findings that `shouldBeRemoved` picks, keeping the order of the others.
    mutating func removeAll(where shouldBeRemoved: (Finding) throws -> Bool) rethrows {
        for index in segments.indices {
            try segments[index].removeAll(where: shouldBeRemoved)
        }
        segments.removeAll { $0.isEmpty }
    }
}
