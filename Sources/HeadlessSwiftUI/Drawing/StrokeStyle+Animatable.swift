// ViewLifecycle · HeadlessSwiftUI

extension StrokeStyle: Animatable {
    /// A stroke style animates its line width, miter limit and dash phase.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    /// The line width, then the miter limit and dash phase, as nested pairs.
    public var animatableData: StrokeStyle.AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
