// ViewLifecycle · HeadlessUIKit

/// A scene's lasting record: its role, configuration and identifier, kept while the scene exists.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// The scene, while it is connected.
    open internal(set) weak var scene: UIScene?
    /// The scene's role.
    open var role: UISceneSession.Role { configuration.role }
    /// The configuration the scene was made with.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session.
    open private(set) var persistentIdentifier: String
    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    /// A session of the given configuration; UIKit makes them, apps never do.
    init(configuration: UISceneConfiguration, identifier: String) {
        self.configuration = configuration
        persistentIdentifier = identifier
        super.init()
    }
}
