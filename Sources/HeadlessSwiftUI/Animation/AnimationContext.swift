// ViewLifecycle · HeadlessSwiftUI

/// What a custom animation receives each frame: its state, whether it may finish, and the
/// environment (the default values headlessly).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationContext<Value> where Value: VectorArithmetic {
    /// The animation's state.
    public var state: AnimationState<Value>
    /// Whether the animation has been asked to finish logically (a completion waits for it).
    public var isLogicallyComplete: Bool
    /// The environment of the view animated.
    public internal(set) var environment: EnvironmentValues

    /// A context with a state.
    init(
        state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// Returns a context like this one with another state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The context.
    public func withState<T>(_ state: AnimationState<T>) -> AnimationContext<T> where T: VectorArithmetic {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}
