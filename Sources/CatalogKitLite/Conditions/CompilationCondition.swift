/// The condition of an `#if` or `#elseif` directive of Swift, as a tree.
///
/// `&&` and `||` chains are lists rather than nested pairs, so a condition's depth grows only with
/// its parentheses, which ``ConditionParser`` bounds: no recursion over a condition can run deep.
public indirect enum CompilationCondition: Hashable, Sendable, CustomStringConvertible {
    /// `true` or `false`.
    case literal(Bool)
    /// A compilation condition set by the build (`DEBUG`, `BETA`).
    case flag(String)
    /// `os(iOS)`.
    case os(String)
    /// `arch(arm64)`.
    case arch(String)
    /// `canImport(UIKit)`.
    case canImport(String)
    /// `targetEnvironment(simulator)`, `targetEnvironment(macCatalyst)`.
    case targetEnvironment(String)
    /// `swift(>=5.9)` (the language mode) or `compiler(<6)` (the compiler's version).
    case version(VersionCheck)
    /// Any other test (`hasFeature(X)`, `_runtime(_ObjC)`) or text that is no condition: never
    /// known, as written.
    case unknown(String)
    /// `!condition`.
    case not(CompilationCondition)
    /// `a && b && …`.
    case all([CompilationCondition])
    /// `a || b || …`.
    case any([CompilationCondition])

    /// `swift(>=5.9)` or `compiler(<6.0)`.
    public struct VersionCheck: Hashable, Sendable {
        /// `swift` or `compiler`.
        public var function: String
        /// Whether the check is `>=` (else `<`).
        public var isAtLeast: Bool
        /// The version's numbers.
        public var version: [Int]
    }

    /// The condition as Swift writes it.
    public var description: String {
        switch self {
        case .literal(let value): "\(value)"
        case .flag(let name): name
        case .os(let name): "os(\(name))"
        case .arch(let name): "arch(\(name))"
        case .canImport(let name): "canImport(\(name))"
        case .targetEnvironment(let name): "targetEnvironment(\(name))"
        case .version(let check): "\(check.function)(\(check.isAtLeast ? ">=" : "<")\(check.version.map(String.init).joined(separator: ".")))"
        case .unknown(let text): text
        case .not(let inner): "!" + inner.parenthesized
        case .all(let items): items.map(\.parenthesized).joined(separator: " && ")
        case .any(let items): items.map(\.parenthesized).joined(separator: " || ")
        }
    }

    private var parenthesized: String {
        switch self {
        case .all, .any: "(\(description))"
        default: description
        }
    }
}
