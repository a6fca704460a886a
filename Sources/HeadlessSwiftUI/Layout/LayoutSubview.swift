// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A proxy that represents one subview of a layout.
///
/// Headlessly a subview has no size (it measures zero for every proposal, as nothing is laid
/// out), no layout values but their defaults, and placing it changes nothing.
@available(iOS 16.0, tvOS 16.0, *)
public struct LayoutSubview: Equatable {
    /// Which subview of its container this is.
    let id: Int

    /// Gets the value for the subview that's associated with the specified key: the key's
    /// default (no subview is measured headlessly, so no `layoutValue(key:value:)` is read).
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey { K.defaultValue }

    /// The layout priority of the subview (0, the default).
    public var priority: Double { 0 }

    /// Asks the subview for its size: zero, as nothing is measured headlessly.
    ///
    /// - Parameter proposal: A proposed size for the subview.
    /// - Returns: The size that the subview chooses for itself.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Asks the subview for its dimensions and alignment guides: those of a zero-size view.
    ///
    /// - Parameter proposal: A proposed size for the subview.
    /// - Returns: A ``ViewDimensions`` instance that includes a height and width.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: .zero)
    }

    /// The subviews's preferred spacing values (none headlessly).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Assigns a position and proposed size to the subview (ignored: nothing is laid out).
    ///
    /// - Parameters:
    ///   - position: The place where the anchor of the subview should appear in its container.
    ///   - anchor: The unit point on the subview that appears at `position`.
    ///   - proposal: A proposed size for the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}

    /// Two proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.id == b.id }
}

@available(*, unavailable)
extension LayoutSubview: Sendable {}
