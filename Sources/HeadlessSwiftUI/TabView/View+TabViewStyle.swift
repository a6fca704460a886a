// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for the tab view within the current environment (inert: the tab view keeps
    /// its behaviour).
    @inlinable public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        inert(.tabViewStyle)
    }

    /// Sets the style for the index view within the current environment (inert).
    @inlinable public func indexViewStyle<S>(_ style: S) -> some View where S: IndexViewStyle {
        inert(.indexViewStyle)
    }
}
