// ViewLifecycle · HeadlessSwiftUI

/// A key for a value a custom animation keeps in its ``AnimationState``.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value

    /// The value until one is set.
    static var defaultValue: Self.Value { get }
}
