// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Advertises a user activity while `isActive`, filled in by `update`: recorded only (no
    /// device or index receives activities headlessly, so `update` does not run).
    public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> some View {
        inert(.generated, api: "View.userActivity(_:isActive:_:)")
    }

    /// Advertises a user activity for `element` while it is non-nil, filled in by `update`:
    /// recorded only (`update` does not run headlessly).
    public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
    ) -> some View {
        inert(.generated, api: "View.userActivity(_:element:_:)")
    }

    /// Runs `action` when the scene continues an activity of `activityType`: recorded only, as
    /// nothing continues an activity headlessly (as `onOpenURL(perform:)`).
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View {
        inert(.generated, api: "View.onContinueUserActivity(_:perform:)")
    }
}
