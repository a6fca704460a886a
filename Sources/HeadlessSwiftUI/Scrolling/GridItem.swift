// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(_: CGFloat)
        /// A single flexible item.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: GridItem.Size
    /// The spacing to the next item.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment properties.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
