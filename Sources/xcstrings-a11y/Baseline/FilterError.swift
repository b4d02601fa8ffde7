/// A filter could not be applied (a bad baseline, git missing, an unknown revision): one message
/// for standard error, exit status 2.
struct FilterError: Error, Sendable {
    /// The full line for standard error.
    var message: String
}
