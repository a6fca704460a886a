// ViewLifecycle · HeadlessTestSupport

/// A logging container that forwards appearance to its children by hand, with
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
public final class ManualContainerViewController: LoggingViewController {
    /// `false`: the children hear only what the test sends them.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
