// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// One choice a picker or menu offers: its label and what choosing it does.
package struct ScreenOption {
    /// The option's label, as the user reads it.
    package let label: String
    /// Makes this option the chosen one.
    let choose: () -> Void
}
