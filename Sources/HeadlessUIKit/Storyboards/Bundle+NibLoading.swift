// ViewLifecycle · HeadlessUIKit

import Foundation

extension Bundle {
    /// Makes the top-level views of the nib named `name` in this bundle, as
    /// `UINib.instantiate(withOwner:options:)` does.
    ///
    /// - Parameters:
    ///   - name: The nib's name, without its extension.
    ///   - owner: The nib's owner (no outlets are connected headlessly).
    ///   - options: Loading options (unused).
    /// - Returns: The top-level views.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        // UIKit declares this nonisolated; nibs make views, which only the main actor may.
        nonisolated(unsafe) let owner = owner
        nonisolated(unsafe) let options = options
        nonisolated(unsafe) var views: [Any] = []
        MainActor.assumeIsolated {
            views = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
        }
        return views
    }
}
