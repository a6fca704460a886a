// ViewLifecycle · HeadlessUIKit

import Foundation

/// A URL to open, with how it came.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL.
    open private(set) var url: URL
    /// How the URL came.
    open private(set) var options: UIScene.OpenURLOptions

    /// A context of `url`; UIKit makes them, apps never do.
    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
