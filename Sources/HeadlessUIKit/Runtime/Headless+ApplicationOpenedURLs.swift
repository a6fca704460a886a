// ViewLifecycle · HeadlessUIKit

import Foundation

extension Headless {
    /// The URLs the app opened with `UIApplication.open(_:options:completionHandler:)`, oldest
    /// first (SwiftUI's `openURL` and `Link` keep theirs in HeadlessSwiftUI's `openedURLs`).
    public static var applicationOpenedURLs: [URL] { HeadlessWorld.shared.urlOpener.opened }
}
