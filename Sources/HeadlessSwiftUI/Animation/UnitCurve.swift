// ViewLifecycle · HeadlessSwiftUI

/// A function defined by a two-dimensional curve that maps an input progress in the range
/// [0, 1] to an output progress that is also in the range [0, 1].
///
/// Headlessly a curve is a name only; nothing is eased.
public struct UnitCurve: Sendable, Hashable {
    let name: String

    /// A linear curve: the output equals the input.
    public static let linear = UnitCurve(name: "linear")
    /// A curve that starts slowly and speeds up.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// A curve that starts quickly and slows down.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// A curve that starts slowly, speeds up, then slows down.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// A circular curve that starts slowly and speeds up.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    /// A circular curve that starts quickly and slows down.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    /// A circular curve that starts slowly, speeds up, then slows down.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
}
