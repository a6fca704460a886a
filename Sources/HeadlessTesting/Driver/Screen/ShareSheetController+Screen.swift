// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ShareSheetController: ScreenControllerSource {
    /// The header's titles (each item's preview title, else the item), then Close, which
    /// dismisses the sheet. Subject and message are in `Headless.shares` only (the sheet hands
    /// them to the chosen activity). Layout a guess.
    func screenElements() -> [ScreenElement] {
        let titles = share.previewTitles.isEmpty ? share.items : share.previewTitles
        return titles.map { ScreenElement(role: .text, label: $0) } + [
            ScreenElement(
                role: .button, label: "Close", actions: ScreenActions(tap: { [weak self] in self?.close() }))
        ]
    }

    /// A `ShareSheet` layer.
    var screenLayerRole: ScreenRole? { .shareSheet }
}
