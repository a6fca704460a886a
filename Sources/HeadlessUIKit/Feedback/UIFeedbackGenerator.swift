// ViewLifecycle · HeadlessUIKit

import Foundation

/// The abstract superclass for all feedback generators.
///
/// There is no Taptic Engine headlessly: generators accept every call and play nothing.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// Creates a feedback generator.
    public override init() {
        super.init()
    }

    /// Prepares the generator to trigger feedback (nothing to prepare headlessly).
    open func prepare() {}
}
