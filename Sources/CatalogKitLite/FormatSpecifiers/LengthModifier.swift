/// The length modifier of a printf-style specifier: the size of the integer or float it reads.
///
/// The raw value is the modifier as written. On Apple's 64-bit platforms `l`, `ll`, `q`, `z`, `t` and `j`
/// all read 64 bits, but a translation that writes `%d` where the source has `%lld` reads only 32 of them;
/// callers compare the modifiers to warn about that.
public enum LengthModifier: String, Sendable, Hashable, CaseIterable {
    /// `hh`: `char`-sized integer.
    case char = "hh"
    /// `h`: `short`-sized integer.
    case short = "h"
    /// `l`: `long` integer, or `wint_t`/`wchar_t` with `c`/`s`; no effect on floats.
    case long = "l"
    /// `ll`: `long long` integer, what Xcode writes for a Swift `Int` (`%lld`).
    case longLong = "ll"
    /// `q`: BSD spelling of `ll` (quad).
    case quad = "q"
    /// `z`: `size_t`-sized integer.
    case size = "z"
    /// `t`: `ptrdiff_t`-sized integer.
    case pointerDifference = "t"
    /// `j`: `intmax_t`-sized integer.
    case maximum = "j"
    /// `L`: `long double`.
    case longDouble = "L"
}
