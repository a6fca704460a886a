// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An overlaying container that you can use in conditional layouts.
///
/// Use it through `AnyLayout` to switch between stacks without losing the subviews' state
/// (an `if` between `ZStack` and another stack would replace them). Nothing is laid out
/// headlessly: the stack's size is zero and placing does nothing.
@available(iOS 16.0, tvOS 16.0, *)
@frozen public struct ZStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    ///
    /// - Parameter alignment: The guide for aligning the subviews in this stack.
    @inlinable public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The stack's orientation.
    public static var layoutProperties: LayoutProperties { .stack(orientation: nil) }

    /// The type defining the data to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// Cached values associated with the layout instance.
    public typealias Cache = _StackLayoutCache
}
