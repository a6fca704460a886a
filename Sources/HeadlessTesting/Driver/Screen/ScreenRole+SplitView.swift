// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenRole {
    /// A column of an expanded split view.
    package static let column = ScreenRole("Column")
}
