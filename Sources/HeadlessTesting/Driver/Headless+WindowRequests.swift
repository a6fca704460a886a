// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// The window requests `openWindow` and `dismissWindow` made since the last reset, oldest
    /// first (`open id=main`, `dismiss`...): no window opens or closes headlessly.
    @MainActor public static var windowRequests: [String] {
        WindowRequests.current.requests
    }
}
