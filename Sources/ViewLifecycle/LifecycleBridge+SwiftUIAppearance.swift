// ViewLifecycle · ViewLifecycle

extension LifecycleBridge {
    /// The bridge with SwiftUI's `onAppear` and `onDisappear` on it, which tell the tracked view's
    /// link (and through it the relay) when SwiftUI shows the content and stops: the relay's
    /// second input, for the containers where UIKit forwards nothing to the bridge controller.
    ///
    /// - Returns: The bridge, reporting SwiftUI's appearance.
    @MainActor func reportingSwiftUIAppearance() -> some View {
        let link = link
        return
            self
            .onAppear { link.swiftUIAppearanceChanged(isShown: true) }
            .onDisappear { link.swiftUIAppearanceChanged(isShown: false) }
    }
}
