// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A horizontal container that you can use in conditional layouts.
///
/// Use it through `AnyLayout` to switch between stacks without losing the subviews' state
/// (an `if` between `HStack` and another stack would replace them). Nothing is laid out
/// headlessly: the stack's size is zero and placing does nothing.
@available(iOS 16.0, tvOS 16.0, *)
@frozen public struct HStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default distance.
    public var spacing: CGFloat?

    /// Creates a stack with the specified spacing and alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack.
    ///   - spacing: The distance between adjacent subviews, or `nil` to use the default.
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The stack's orientation.
    public static var layoutProperties: LayoutProperties { .stack(orientation: .horizontal) }

    /// The type defining the data to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// Cached values associated with the layout instance.
    public typealias Cache = _StackLayoutCache
}
