// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenRole {
    /// A column of an expanded split view.
    static let column = ScreenRole("Column")
}
