// ViewLifecycle · HeadlessSwiftUI

/// Several scenes side by side, as a `SceneBuilder` block with more than one builds them.
struct SceneTuple: Scene, PrimitiveScene {
    /// The scenes, in the order written.
    let scenes: [any Scene]

    /// A primitive scene has no body.
    var body: Never { fatalError("SceneTuple has no body") }

    @MainActor func windowContent() -> AnyView? {
        scenes.lazy.compactMap { SceneContent.window(of: $0) }.first
    }
}
