// ViewLifecycle · HeadlessSwiftUI

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder public struct SceneBuilder {
    /// Passes a scene written as a builder expression through unmodified.
    ///
    /// - Parameter content: The scene.
    /// - Returns: The same scene.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    /// Passes a single scene through unmodified.
    ///
    /// - Parameter content: The scene.
    /// - Returns: The same scene.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    /// Combines two scenes; the first one with a window is the one a launch shows.
    ///
    /// - Parameters:
    ///   - c0: The first scene.
    ///   - c1: The second scene.
    /// - Returns: Both scenes.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some Scene where C0: Scene, C1: Scene {
        SceneTuple(scenes: [c0, c1])
    }

    /// Combines three scenes; the first one with a window is the one a launch shows.
    ///
    /// - Parameters:
    ///   - c0: The first scene.
    ///   - c1: The second scene.
    ///   - c2: The third scene.
    /// - Returns: The scenes.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Scene
    where C0: Scene, C1: Scene, C2: Scene {
        SceneTuple(scenes: [c0, c1, c2])
    }

    /// Combines four scenes; the first one with a window is the one a launch shows.
    ///
    /// - Parameters:
    ///   - c0: The first scene.
    ///   - c1: The second scene.
    ///   - c2: The third scene.
    ///   - c3: The fourth scene.
    /// - Returns: The scenes.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some Scene
    where C0: Scene, C1: Scene, C2: Scene, C3: Scene {
        SceneTuple(scenes: [c0, c1, c2, c3])
    }
}
