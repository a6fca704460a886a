// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A transition that moves its view by an offset on insertion and removal.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct OffsetTransition: Transition {
    /// The offset while appearing or once disappeared.
    public var offset: CGSize

    /// Creates an offset transition.
    ///
    /// - Parameter offset: The offset away from rest.
    public init(_ offset: CGSize) { self.offset = offset }

    /// The content in place at rest, and moved by ``offset`` otherwise.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(content: OffsetTransition.Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == OffsetTransition {
    /// A transition that moves its view by an offset.
    ///
    /// - Parameter offset: The offset.
    /// - Returns: The transition.
    public static func offset(_ offset: CGSize) -> Self { Self(offset) }

    /// A transition that moves its view by an offset.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    /// - Returns: The transition.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { offset(CGSize(width: x, height: y)) }
}
