// ViewLifecycle · HeadlessSwiftUI

extension UnitPoint: Animatable {
    /// A unit point animates its x and y.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    /// The point's x and y, as a pair.
    public var animatableData: UnitPoint.AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
