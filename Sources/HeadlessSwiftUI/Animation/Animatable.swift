// ViewLifecycle · HeadlessSwiftUI

/// A type that describes how to animate a property of a view.
///
/// Nothing is interpolated headlessly: a value jumps to its end, so `animatableData` is only read
/// and written by the app's own code. Main-actor isolated like `View`, so a shape or view (which
/// `View` makes main-actor isolated) can implement `animatableData` as written for devices.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: nothing.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}
