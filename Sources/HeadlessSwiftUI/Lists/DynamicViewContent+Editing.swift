// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view (kept as a flag: the driver cannot swipe
    /// to delete yet).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        inert(.onDelete(action != nil), api: "DynamicViewContent.onDelete(perform:)")
    }

    /// Sets the move action for the dynamic view (kept as a flag: the driver cannot drag rows).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        inert(.onMove(action != nil), api: "DynamicViewContent.onMove(perform:)")
    }
}

extension View {
    /// Adds a condition for whether the view's view hierarchy is deletable (inert).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        inert(.deleteDisabled(isDisabled), api: "View.deleteDisabled(_:)")
    }

    /// Adds a condition for whether the view's view hierarchy is movable (inert).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        inert(.moveDisabled(isDisabled), api: "View.moveDisabled(_:)")
    }
}
