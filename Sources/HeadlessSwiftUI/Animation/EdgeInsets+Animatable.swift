// ViewLifecycle · HeadlessSwiftUI

extension EdgeInsets: Animatable, _VectorMath {
    /// The four insets as one vector: top, leading, bottom, trailing.
    public typealias AnimatableData = AnimatablePair<
        CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
    >

    /// The insets an animation interpolates.
    public var animatableData: EdgeInsets.AnimatableData {
        get { .init(top, .init(leading, .init(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
