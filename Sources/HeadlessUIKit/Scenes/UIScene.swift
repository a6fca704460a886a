// ViewLifecycle · HeadlessUIKit

/// One instance of the app's user interface; the headless world has exactly one, a window scene.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// The scene's session: its role and the configuration it was made with.
    open private(set) lazy var session = UISceneSession(
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
        identifier: "HeadlessSceneSession")

    /// The scene's delegate, which hears its life; the scene keeps it, as UIKit's does.
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life, from the app's state.
    open var activationState: UIScene.ActivationState {
        switch HeadlessWorld.shared.applicationState {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }

    /// The scene's title, shown by the system in the app switcher.
    open var title: String! = ""

    /// Whether a delegate is connected (``Headless/connectScene(delegate:urls:)``), so the scene's
    /// delegate hears the app's moves to and from the background.
    var isConnected = false

    override init() {
        super.init()
    }
}
