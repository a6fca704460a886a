// ViewLifecycle · HeadlessUIKit

/// A concrete feedback generator subclass that creates haptics to indicate a change in
/// selection (played as nothing headlessly).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback.
    open func selectionChanged() {}
}
