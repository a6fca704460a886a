// ViewLifecycle · HeadlessUIKit

import Foundation

/// A quick action whose properties can be changed after it is made.
@available(iOS 9.0, *)
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app's identifier for the action.
    open override var type: String {
        get { storedType }
        set { storedType = newValue }
    }
    /// The title shown.
    open override var localizedTitle: String {
        get { storedLocalizedTitle }
        set { storedLocalizedTitle = newValue }
    }
    /// The subtitle shown, if any.
    open override var localizedSubtitle: String? {
        get { storedLocalizedSubtitle }
        set { storedLocalizedSubtitle = newValue }
    }
    /// The icon, if any.
    open override var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { storedIcon = newValue }
    }
    /// The app's information for the action.
    open override var userInfo: [String: any NSSecureCoding]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    /// The identifier of the content the action opens, for choosing a scene.
    @available(iOS 13.0, *)
    open override var targetContentIdentifier: Any? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
}
