// ViewLifecycle · HeadlessUIKit

/// A timing curve given by one of UIKit's standard curves or by the two control points of a
/// cubic Bézier curve.
///
/// A standard curve reports Core Animation's control points for it (`CAMediaTimingFunction`'s
/// ease-in `(0.42, 0) (1, 1)`, ease-out `(0, 0) (0.58, 1)`, ease-in-ease-out
/// `(0.42, 0) (0.58, 1)`, linear `(0, 0) (1, 1)`).
@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    private nonisolated let curve: Curve

    /// The standard curve it was made with; `.easeInOut` for one made from control points.
    open var animationCurve: UIView.AnimationCurve { curve.animationCurve }

    /// The first control point.
    open var controlPoint1: CGPoint { curve.controlPoint1 }

    /// The second control point.
    open var controlPoint2: CGPoint { curve.controlPoint2 }

    /// Creates the ease-in-ease-out curve.
    public override convenience init() {
        self.init(curve: Curve(animationCurve: .easeInOut))
    }

    /// Creates one of UIKit's standard curves.
    ///
    /// - Parameter curve: The curve.
    public convenience init(animationCurve curve: UIView.AnimationCurve) {
        self.init(curve: Curve(animationCurve: curve))
    }

    /// Creates a cubic Bézier curve from `(0, 0)` to `(1, 1)` through two control points.
    ///
    /// - Parameters:
    ///   - point1: The first control point.
    ///   - point2: The second control point.
    public convenience init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        self.init(curve: Curve(controlPoint1: point1, controlPoint2: point2))
    }

    /// Creates the ease-in-ease-out curve from an archive; the headless runtime keeps no
    /// archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required nonisolated convenience init?(coder: NSCoder) {
        self.init(curve: Curve(animationCurve: .easeInOut))
    }

    private nonisolated init(curve: Curve) {
        self.curve = curve
        super.init()
    }

    /// Archives nothing: the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive.
    public nonisolated func encode(with coder: NSCoder) {}

    /// A curve equal to this one.
    ///
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        UICubicTimingParameters(curve: curve)
    }

    /// `.builtin` for a standard curve, `.cubic` for one made from control points.
    public var timingCurveType: UITimingCurveType { curve.isBuiltin ? .builtin : .cubic }

    /// The curve itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }

    /// `nil`: the curve is not a spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}
