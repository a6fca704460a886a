// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type that defines the geometry of a scroll view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    public var containerSize: CGSize

    /// The visible rect of the scroll view.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The bounds of the scroll view.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize)
    {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}
