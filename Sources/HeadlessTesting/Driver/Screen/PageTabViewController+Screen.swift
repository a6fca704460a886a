// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension PageTabViewController: ScreenControllerSource {
    /// The selected page's content, then, when the index shows, `PageIndicator "Page": 2 of 3`
    /// (VoiceOver reads "Page 2 of 3"), whose increment and decrement turn pages like a swipe.
    func screenElements() -> [ScreenElement] {
        guard let pages else { return [] }
        let content = pages.selectedHost.map(ScreenReader.elements(of:)) ?? []
        guard pages.showsIndex else { return content }
        let indicator = ScreenElement(
            role: .pageIndicator, label: "Page",
            value: .state("\(pages.selectedIndex + 1) of \(pages.count)"),
            actions: ScreenActions(
                increment: { [weak pages] in pages?.swipe(.forward) },
                decrement: { [weak pages] in pages?.swipe(.reverse) }))
        return content + [indicator]
    }
}
