// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A shape drawn at a fixed size at the origin of its frame, as `Shape.size(_:)` returns.
struct SizedShape<Content>: Shape where Content: Shape {
    /// The shape.
    var shape: Content
    /// The size it is drawn at.
    var size: CGSize

    /// The shape's path in a rectangle of the fixed size at `rect`'s origin.
    func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }

    /// The fixed size, whatever the proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

    /// The shape's animatable data.
    var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension Shape {
    /// Returns the shape drawn at a fixed size at the origin of its frame.
    ///
    /// - Parameter size: The size.
    /// - Returns: The sized shape.
    public func size(_ size: CGSize) -> some Shape { SizedShape(shape: self, size: size) }

    /// Returns the shape drawn at a fixed width and height at the origin of its frame.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    /// - Returns: The sized shape.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        size(CGSize(width: width, height: height))
    }
}
