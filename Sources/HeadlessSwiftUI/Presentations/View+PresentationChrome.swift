// ViewLifecycle · HeadlessSwiftUI

import Foundation

// A sheet's chrome is drawn only: detents, indicator and corner radius are stored inertly.
extension View {
    /// Sets the available detents for the enclosing sheet.
    @inlinable public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        inert(.presentationDetents(detents), api: "View.presentationDetents(_:)")
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of
    /// the currently selected detent.
    @inlinable public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    )
        -> some View
    { inert(.presentationDetents(detents), api: "View.presentationDetents(_:selection:)") }

    /// Sets the visibility of the drag indicator on top of a sheet.
    @inlinable public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        inert(.presentationDragIndicator(visibility), api: "View.presentationDragIndicator(_:)")
    }

    /// Requests that the presentation have a specific corner radius.
    @inlinable public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        inert(.presentationCornerRadius(cornerRadius), api: "View.presentationCornerRadius(_:)")
    }
}
