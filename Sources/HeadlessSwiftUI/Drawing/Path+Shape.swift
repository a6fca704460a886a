// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A path is a shape (and so a view, filled with the foreground style) whose outline is itself,
/// whatever the frame.
extension Path: Shape {
    /// The path itself: a path ignores the rectangle it is drawn in.
    ///
    /// - Parameter rect: The frame of reference (unused).
    /// - Returns: This path.
    public func path(in _: CGRect) -> Path { self }

    /// A path has no animatable data.
    public typealias AnimatableData = EmptyAnimatableData
}
