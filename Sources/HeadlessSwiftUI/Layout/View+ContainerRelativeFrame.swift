// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Sizes relative to the nearest container: layout is not computed headlessly, so each form
// stores its values on one inert node and the length closure is never called.
extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container.
    ///
    /// - Parameters:
    ///   - axes: The axes the frame follows the container on.
    ///   - alignment: The alignment of the view within the frame.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        inert(
            .containerRelativeFrame(axes, alignment, count: nil, span: 1, spacing: nil),
            api: "View.containerRelativeFrame(_:alignment:)")
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, divided into `count` parts of which the view spans `span`.
    ///
    /// - Parameters:
    ///   - axes: The axes the frame follows the container on.
    ///   - count: The number of parts the container's length is divided into.
    ///   - span: How many of those parts the view takes.
    ///   - spacing: The spacing between parts.
    ///   - alignment: The alignment of the view within the frame.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        inert(
            .containerRelativeFrame(axes, alignment, count: count, span: span, spacing: spacing),
            api: "View.containerRelativeFrame(_:count:span:spacing:alignment:)")
    }

    /// Positions this view within an invisible frame with a size computed from the nearest
    /// container's length (the closure is never called headlessly: no layout).
    ///
    /// - Parameters:
    ///   - axes: The axes the frame follows the container on.
    ///   - alignment: The alignment of the view within the frame.
    ///   - length: The view's length for the container's length on an axis.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        inert(
            .containerRelativeFrame(axes, alignment, count: nil, span: 1, spacing: nil),
            api: "View.containerRelativeFrame(_:alignment:_:)")
    }
}
