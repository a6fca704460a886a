// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension _MultiDatePickerCore: ScreenElementSource {
    /// One multi-date picker labelled by its label, valued by its selected days (UTC,
    /// `yyyy-MM-dd`, in order); choosing a date toggles its day through the latest binding.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let picker = self
        return [
            ScreenElement(
                role: .multiDatePicker, label: ScreenElement.combinedLabel(of: content),
                value: .text(printedSelection), isEnabled: node.environment.isEnabled,
                actions: ScreenActions(setDate: { picker.toggleDay(of: $0) }))
        ]
    }
}
