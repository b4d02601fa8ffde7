/// How much a finding or a diagnostic matters.
///
/// Ordered: `info` < `warning` < `error`. The command fails on findings at or above a threshold.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
    /// Worth knowing; never fails a run.
    case info
    /// Probably wrong; fails a run only with `--strict`.
    case warning
    /// Wrong; fails a run.
    case error

    /// Orders by importance.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}
