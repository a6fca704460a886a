// ViewLifecycle · HeadlessSwiftUI

/// A part of an app's user interface with a life cycle managed by the system.
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}
