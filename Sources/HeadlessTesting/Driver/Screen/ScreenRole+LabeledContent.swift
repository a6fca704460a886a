// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenRole {
    /// A label and the value it labels, read as one (`LabeledContent`).
    package static let labeledContent = ScreenRole("LabeledContent")
}
