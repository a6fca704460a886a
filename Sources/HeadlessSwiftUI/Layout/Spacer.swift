// ViewLifecycle · HeadlessSwiftUI

/// A flexible space that expands along the major axis of its containing stack layout.
@frozen public struct Spacer {
    /// The minimum length this spacer can be shrunk to, along the axis of expansion.
    public var minLength: CGFloat?

    /// Creates a spacer.
    ///
    /// - Parameter minLength: The minimum length, or `nil` for the system's default.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Spacer: View {}
