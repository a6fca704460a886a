// ViewLifecycle · HeadlessUIKit

/// One instance of the app's user interface; the headless world has exactly one, a window scene.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    override init() {
        super.init()
    }
}
