// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Headless {
    /// The URLs `Link`s opened since the last reset, oldest first.
    @MainActor public static var openedURLs: [URL] {
        OpenedURLs.current.urls
    }
}
