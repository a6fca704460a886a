// ViewLifecycle · HeadlessUIKit

/// A description of a view's content that can make the view showing it.
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    ///
    /// - Returns: The content view.
    @MainActor func makeContentView() -> any UIView & UIContentView

    /// This configuration adjusted for `state`.
    ///
    /// - Parameter state: The view's state.
    /// - Returns: The adjusted configuration.
    func updated(for state: any UIConfigurationState) -> Self
}
