// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension PickerOption {
    /// The option's label, as the user reads it.
    var label: String {
        ScreenElement.combinedLabel(of: ViewGraph.screenElements(under: node))
    }
}
