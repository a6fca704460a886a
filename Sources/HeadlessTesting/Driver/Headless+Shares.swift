// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// What share links shared since the last reset, oldest first: one record per tap, made
    /// when the share sheet is presented.
    public static var shares: [Share] {
        SharedContent.current.shares
    }
}
