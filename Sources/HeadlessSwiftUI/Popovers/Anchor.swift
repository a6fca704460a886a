// ViewLifecycle · HeadlessSwiftUI

/// An opaque value derived from an anchor source and a particular view; here only its sources
/// exist, for `PopoverAttachmentAnchor.rect(_:)`.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        /// The geometry the source names (layout is not computed, so it is only kept).
        let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the source is used on.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }

    /// A rectangle in the coordinate space of the view the source is used on.
    ///
    /// - Parameter r: The rectangle.
    /// - Returns: An anchor source for that rectangle.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: r) }
}

@available(*, unavailable)
extension Anchor.Source: Sendable {}
