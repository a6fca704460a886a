// ViewLifecycle · HeadlessSwiftUI

/// A scene whose windows' root view is changed by a scene modifier (`onChange`, `environment`).
///
/// The change is applied to the window's root view, inside the app's root: the app's `body`
/// runs again when what it reads changes, so an `onChange(of:)` on a scene compares values exactly
/// as the same modifier on the root view would.
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    /// The scene being modified.
    let content: Content
    /// What the modifier does to the root view of each window.
    let transform: @MainActor (AnyView) -> AnyView

    /// A primitive scene has no body.
    var body: Never { fatalError("ModifiedScene has no body") }

    @MainActor func windowContent() -> AnyView? {
        SceneContent.window(of: content).map(transform)
    }
}
