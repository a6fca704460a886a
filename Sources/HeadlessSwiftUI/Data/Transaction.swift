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
    /// How a dismissal in this transaction behaves: `.interactive` unless set.
    @available(iOS 17.0, macOS 14.0, *)
    public var dismissBehavior: DismissBehavior {
        get { storedDismissBehavior ?? .interactive }
        set { storedDismissBehavior = newValue }
    }
    /// Where a scroll in this transaction puts its target: `nil` (the scroll's own anchor)
    /// unless set.
    @available(iOS 17.0, macOS 14.0, *)
    public var scrollTargetAnchor: UnitPoint?
    /// Whether the transaction's animations track the velocity of a gesture: `false` unless set.
    @available(iOS 17.0, macOS 14.0, *)
    public var tracksVelocity: Bool
    var storedDismissBehavior: DismissBehavior?
    /// The completions `addAnimationCompletion(criteria:_:)` added, in order.
    var animationCompletions: [() -> Void]
    /// The values set through `TransactionKey`s, by key type.
    var customValues: [ObjectIdentifier: Any]

    /// Creates a transaction.
    public init() {
        animation = nil
        disablesAnimations = false
        isContinuous = false
        scrollTargetAnchor = nil
        tracksVelocity = false
        storedDismissBehavior = nil
        animationCompletions = []
        customValues = [:]
    }

    /// Adds a completion that `withTransaction(_:_:)` runs once virtual time has passed the
    /// transaction's animation (as `withAnimation(_:completionCriteria:_:completion:)` runs
    /// its own), in the order added.
    @available(iOS 17.0, macOS 14.0, *)
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        animationCompletions.append(completion)
    }

    /// Creates a transaction and assigns its animation property.
    ///
    /// - Parameter animation: The animation to perform when the current state changes.
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }
}
