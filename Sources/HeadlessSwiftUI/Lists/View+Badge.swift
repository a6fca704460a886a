// ViewLifecycle · HeadlessSwiftUI

// Badges are drawn only (a list row's trailing count, a tab's badge): stored inertly.
extension View {
    /// Generates a badge for the view from an integer value (zero shows no badge).
    @inlinable public func badge(_ count: Int) -> some View {
        inert(.badge(count == 0 ? nil : String(count)), api: "View.badge(_:)")
    }
    /// Generates a badge for the view from a text view.
    public func badge(_ label: Text?) -> some View { inert(.badge(label?.string), api: "View.badge(_:)") }
    /// Generates a badge for the view from a localized string key.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        inert(.badge(key?.key), api: "View.badge(_:)")
    }
    /// Generates a badge for the view from a string.
    @_disfavoredOverload
    @inlinable public func badge<S>(_ label: S?) -> some View where S: StringProtocol {
        inert(.badge(label.map { String($0) }), api: "View.badge(_:)")
    }
}
