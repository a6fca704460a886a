// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension View {
    /// Places a custom background view behind a list row item (inert: the background is not
    /// mounted, as it only draws).
    @inlinable public func listRowBackground<V>(_ view: V?) -> some View where V: View {
        inert(.listRowBackground(view != nil), api: "View.listRowBackground(_:)")
    }

    /// Sets the display mode for the separator associated with this specific row (inert).
    @inlinable public func listRowSeparator(
        _ visibility: Visibility, edges: VerticalEdge.Set = .all
    ) -> some View {
        inert(.listRowSeparator(visibility, edges.rawValue), api: "View.listRowSeparator(_:edges:)")
    }

    /// Sets the tint color associated with a row (inert).
    @inlinable public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View
    {
        inert(.listRowSeparatorTint(color, edges.rawValue), api: "View.listRowSeparatorTint(_:edges:)")
    }

    /// Sets whether to hide the separator associated with a list section (inert).
    @inlinable public func listSectionSeparator(
        _ visibility: Visibility, edges: VerticalEdge.Set = .all
    ) -> some View {
        inert(.listSectionSeparator(visibility, edges.rawValue), api: "View.listSectionSeparator(_:edges:)")
    }

    /// Sets the tint color associated with a section (inert).
    @inlinable public func listSectionSeparatorTint(
        _ color: Color?, edges: VerticalEdge.Set = .all
    ) -> some View {
        inert(
            .listSectionSeparatorTint(color, edges.rawValue), api: "View.listSectionSeparatorTint(_:edges:)")
    }

    /// Applies an inset to the rows in a list (inert).
    @inlinable public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        inert(.listRowInsets(insets), api: "View.listRowInsets(_:)")
    }

    /// Sets the header prominence for this view (inert).
    @inlinable public func headerProminence(_ prominence: Prominence) -> some View {
        inert(.headerProminence(prominence), api: "View.headerProminence(_:)")
    }

    /// Sets a fixed tint color for content in a list (inert).
    @inlinable public func listItemTint(_ tint: ListItemTint?) -> some View {
        inert(.listItemTint(tint?.color, isFixed: tint?.isFixed), api: "View.listItemTint(_:)")
    }

    /// Sets a fixed tint color for content in a list (inert).
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map { .fixed($0) })
    }

    /// Registers a handler to invoke when the view receives a URL for the scene or window the
    /// view is in (kept as a flag: no URL is delivered headlessly yet).
    @inlinable public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        inert(.onOpenURL, api: "View.onOpenURL(perform:)")
    }
}
