// ViewLifecycle · HeadlessSwiftUI

extension ScreenRole {
    /// A heading (`accessibilityAddTraits(.isHeader)`).
    static let header = ScreenRole("Header")
}
