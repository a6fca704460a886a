// ViewLifecycle · HeadlessSwiftUI

/// The root view of a launched app's window: the window content of the app's `body`.
///
/// It reflects as the app itself, so the graph binds the app's `@State`, `@Environment` and other
/// dynamic properties to this node: the app's `body` runs again when what it reads changes (the
/// scene phase, its state), as SwiftUI re-evaluates an app's scenes.
struct AppRoot<Content: App>: View, CustomReflectable {
    /// The app, made once by the launch.
    nonisolated(unsafe) let app: Content

    var body: AnyView {
        SceneContent.window(of: app.body) ?? AnyView(EmptyView())
    }

    /// The app's own properties, so the graph finds its dynamic properties.
    nonisolated var customMirror: Mirror { Mirror(reflecting: app) }
}
