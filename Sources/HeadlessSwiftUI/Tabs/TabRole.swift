// ViewLifecycle · HeadlessSwiftUI

/// A value that defines the purpose of the tab (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The search role.
    public static var search: TabRole { TabRole(name: "search") }
}
