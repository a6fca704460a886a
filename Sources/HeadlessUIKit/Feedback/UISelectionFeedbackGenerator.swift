// ViewLifecycle · HeadlessUIKit

/// A concrete feedback generator subclass that creates haptics to indicate a change in
/// selection (played as nothing headlessly).
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback.
    open func selectionChanged() {}
}
