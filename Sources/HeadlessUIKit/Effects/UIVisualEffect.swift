// ViewLifecycle · HeadlessUIKit

import Foundation

/// An object that applies a visual effect to the content of a `UIVisualEffectView` (drawn
/// only: nothing is blurred headlessly).
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {
    /// Creates an effect.
    public override init() {
        super.init()
    }
}
