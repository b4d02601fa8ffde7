/// Which text a range belongs to: the analysed value itself or one plural branch of a substitution.
public enum FormatTextOrigin: Sendable, Hashable {
    /// The string passed to `ArgumentSignature` as `text`.
    case value
    /// `variantValues[variant]` of the substitution called `name`.
    case substitution(name: String, variant: Int)
}
