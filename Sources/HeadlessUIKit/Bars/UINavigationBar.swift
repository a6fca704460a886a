// ViewLifecycle · HeadlessUIKit

import Foundation

/// The bar a navigation controller shows above its top controller: it keeps its configuration
/// (nothing is drawn headlessly).
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// Whether the bar's background lets content show through; `true` by default, as in UIKit.
    open var isTranslucent = true
    /// Whether titles show large when the top item's display mode allows it; `false` by default.
    open var prefersLargeTitles = false
    /// The bar's background colour, or `nil` for the system's.
    open var barTintColor: UIColor?
    /// The attributes of the title's text.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title's text.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
