// ViewLifecycle · HeadlessSwiftUI

/// A scene the launch understands directly instead of through its `body`.
protocol PrimitiveScene {
    /// The root view of the window this scene shows at launch, or `nil` if it shows none.
    @MainActor func windowContent() -> AnyView?
}

/// Finds the window content of any scene: a primitive one says it, any other through its body.
@MainActor
enum SceneContent {
    /// The root view of the first window `scene` shows, with its scene modifiers applied.
    ///
    /// - Parameter scene: The scene, as an app's `body` returns it.
    /// - Returns: The window's root view, or `nil` if the scene has no window.
    static func window(of scene: any Scene) -> AnyView? {
        if let primitive = scene as? any PrimitiveScene { return primitive.windowContent() }
        return window(of: scene.body)
    }
}
