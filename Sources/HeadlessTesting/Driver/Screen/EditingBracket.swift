// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// A control's `onEditingChanged` callback, which a user's drag or tap brackets each change
/// with: `true` before the value changes, `false` after.
struct EditingBracket {
    /// The control's latest `onEditingChanged`.
    let onEditingChanged: (Bool) -> Void

    /// `action`, run between `onEditingChanged(true)` and `onEditingChanged(false)`.
    func around(_ action: @escaping () -> Void) -> () -> Void {
        { [onEditingChanged] in
            onEditingChanged(true)
            action()
            onEditingChanged(false)
        }
    }
}
