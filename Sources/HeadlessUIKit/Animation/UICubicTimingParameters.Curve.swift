// ViewLifecycle · HeadlessUIKit

extension UICubicTimingParameters {
    /// A cubic curve as it was given: a standard curve and its control points, or two control
    /// points.
    struct Curve: Sendable {
        var animationCurve: UIView.AnimationCurve
        var controlPoint1: CGPoint
        var controlPoint2: CGPoint
        var isBuiltin: Bool

        init(animationCurve: UIView.AnimationCurve) {
            self.animationCurve = animationCurve
            isBuiltin = true
            switch animationCurve {
            case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            }
        }

        init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
            animationCurve = .easeInOut
            self.controlPoint1 = controlPoint1
            self.controlPoint2 = controlPoint2
            isBuiltin = false
        }
    }
}
