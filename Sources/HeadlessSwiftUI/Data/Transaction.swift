// ViewLifecycle · HeadlessSwiftUI

/// The context of the current state-processing update.
///
/// Animations are not drawn headlessly: a transaction carries the values an app sets and reads
/// (its animation, whether animations are disabled, whether the change is continuous) and
/// nothing acts on them.
@frozen public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations: Bool
    /// A Boolean value that indicates whether the transaction originated from an action that
    /// produces a sequence of values.
    public var isContinuous: Bool

    /// Creates a transaction.
    public init() {
        animation = nil
        disablesAnimations = false
        isContinuous = false
    }

    /// Creates a transaction and assigns its animation property.
    ///
    /// - Parameter animation: The animation to perform when the current state changes.
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }
}
