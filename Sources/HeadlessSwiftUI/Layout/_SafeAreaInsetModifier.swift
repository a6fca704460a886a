// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The modifier behind `safeAreaInset(edge:alignment:spacing:content:)`: the inset view is a
/// child beside the content, before it for a top or leading edge and after it for a bottom or
/// trailing edge (the order VoiceOver reads them; guess), under its own tag so moving it keeps
/// both identities.
struct _SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var inset: Inset
    /// The edge the inset sits on.
    var edge: Edge
    var spacing: CGFloat?

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        if edge == .top || edge == .leading {
            list.append(.overlay, inset)
            list.append(.content, content)
        } else {
            list.append(.content, content)
            list.append(.overlay, inset)
        }
    }
}

extension View {
    /// Shows the specified content beside the modified view.
    ///
    /// - Parameters:
    ///   - edge: The vertical edge of the view to inset by the height of `content`, to make
    ///     space for `content`.
    ///   - alignment: The alignment guide used to position `content` horizontally.
    ///   - spacing: Extra distance placed between the two views, or nil to use the default amount
    ///     of spacing.
    ///   - content: A view builder function providing the view to display in the inset space of
    ///     the modified view.
    /// - Returns: A new view that displays `content` above or below the modified view, making
    ///   space for the `content` view by vertically insetting the modified view.
    public func safeAreaInset<V>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        modifier(
            _SafeAreaInsetModifier(inset: content(), edge: edge == .top ? .top : .bottom, spacing: spacing))
    }

    /// Shows the specified content beside the modified view.
    ///
    /// - Parameters:
    ///   - edge: The horizontal edge of the view to inset by the width of `content`, to make
    ///     space for `content`.
    ///   - alignment: The alignment guide used to position `content` vertically.
    ///   - spacing: Extra distance placed between the two views, or nil to use the default amount
    ///     of spacing.
    ///   - content: A view builder function providing the view to display in the inset space of
    ///     the modified view.
    /// - Returns: A new view that displays `content` beside the modified view, making space for
    ///   the `content` view by horizontally insetting the modified view.
    public func safeAreaInset<V>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        modifier(
            _SafeAreaInsetModifier(
                inset: content(), edge: edge == .leading ? .leading : .trailing, spacing: spacing))
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// - Parameter insets: The insets to add to the safe area.
    @inlinable public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        inert(.safeAreaPadding(insets), api: "View.safeAreaPadding(_:)")
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// - Parameters:
    ///   - edges: The set of edges to add the safe area padding to.
    ///   - length: The amount of padding, or `nil` for the system default.
    @inlinable public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        inert(.safeAreaPaddingEdges(edges, length), api: "View.safeAreaPadding(_:_:)")
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// - Parameter length: The amount of padding on every edge.
    @inlinable public func safeAreaPadding(_ length: CGFloat) -> some View {
        inert(.safeAreaPaddingEdges(.all, length), api: "View.safeAreaPadding(_:)")
    }
}
