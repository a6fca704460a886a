// ViewLifecycle · HeadlessUIKit

import Foundation

/// A Home Screen quick action: its type, titles, icon and user info, as the app declares it.
@available(iOS 9.0, *)
open class UIApplicationShortcutItem: NSObject {
    var storedType: String
    var storedLocalizedTitle: String
    var storedLocalizedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: any NSSecureCoding]?
    var storedTargetContentIdentifier: Any?

    /// Creates a quick action.
    ///
    /// - Parameters:
    ///   - type: The app's identifier for the action.
    ///   - localizedTitle: The title shown.
    ///   - localizedSubtitle: The subtitle shown, if any.
    ///   - icon: The icon, if any.
    ///   - userInfo: The app's information for the action.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        storedType = type
        storedLocalizedTitle = localizedTitle
        storedLocalizedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
        super.init()
    }

    /// Creates a quick action with a title only.
    ///
    /// - Parameters:
    ///   - type: The app's identifier for the action.
    ///   - localizedTitle: The title shown.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// The app's identifier for the action.
    open var type: String { storedType }
    /// The title shown.
    open var localizedTitle: String { storedLocalizedTitle }
    /// The subtitle shown, if any.
    open var localizedSubtitle: String? { storedLocalizedSubtitle }
    /// The icon, if any.
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// The app's information for the action.
    open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
    /// The identifier of the content the action opens, for choosing a scene.
    @available(iOS 13.0, *)
    open var targetContentIdentifier: Any? { storedTargetContentIdentifier }
}

@available(*, unavailable)
extension UIApplicationShortcutItem: @unchecked Sendable {}
