/// A catalog-only token, `%#@name@` or `%n$#@name@`, that stands for a substitution's plural text.
///
/// The value of the referenced substitution (its `argNum`, `formatSpecifier` and plural branches) lives
/// next to the string in the catalog; `ArgumentSignature` resolves it through a `SubstitutionSpec`.
public struct SubstitutionReference: Sendable, Hashable {
    /// The substitution name between the two `@`, e.g. `count_posts`.
    public var name: String
    /// The argument index written as `n$` before `#@`, or `nil`; Xcode itself never writes one.
    public var position: Int?

    /// Creates a reference.
    public init(name: String, position: Int? = nil) {
        self.name = name
        self.position = position
    }
}
