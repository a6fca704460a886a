// ViewLifecycle · HeadlessUIKit

/// What UIKit creates a scene with: its delegate's and scene's classes, named as in the app's
/// scene manifest.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the app's scene manifest.
    open private(set) var name: String?
    /// The role of the scenes made with it.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene to create, or `nil` for the default.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, which UIKit creates for a scene made with it.
    open var delegateClass: AnyClass?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - name: The name in the app's scene manifest.
    ///   - sessionRole: The role of the scenes made with it.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
