// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension Headless {
    /// The URLs links and `openURL` handed to the system since the last reset, oldest first
    /// (there is no system to open them).
    @MainActor public static var openedURLs: [URL] {
        OpenedURLs.current.urls
    }
}
