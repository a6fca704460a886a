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

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneBuilder {
    /// Combines 5 scenes; the first one with a window is the one a launch shows.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene {
        SceneTuple(scenes: [c0, c1, c2, c3, c4])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneBuilder {
    /// Combines 6 scenes; the first one with a window is the one a launch shows.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene {
        SceneTuple(scenes: [c0, c1, c2, c3, c4, c5])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneBuilder {
    /// Combines 7 scenes; the first one with a window is the one a launch shows.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene {
        SceneTuple(scenes: [c0, c1, c2, c3, c4, c5, c6])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneBuilder {
    /// Combines 8 scenes; the first one with a window is the one a launch shows.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some Scene
    where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene {
        SceneTuple(scenes: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneBuilder {
    /// Combines 9 scenes; the first one with a window is the one a launch shows.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some Scene
    where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene, C8: Scene {
        SceneTuple(scenes: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneBuilder {
    /// Combines 10 scenes; the first one with a window is the one a launch shows.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some Scene
    where
        C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene, C8: Scene,
        C9: Scene
    {
        SceneTuple(scenes: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneBuilder {
    /// Builds a scene written under `if #available`, or none when the check failed.
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene {
        LimitedAvailabilityScene(scene: scene)
    }

    /// Wraps a scene written under `if #available`.
    public static func buildLimitedAvailability(
        _ scene: some Scene
    ) -> any Scene & _LimitedAvailabilitySceneMarker {
        LimitedAvailabilityScene(scene: scene)
    }
}

/// Marks the scene a `SceneBuilder` makes of a scene written under `if #available`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol _LimitedAvailabilitySceneMarker {}

/// A scene written under `if #available`, or none.
struct LimitedAvailabilityScene: Scene, PrimitiveScene, _LimitedAvailabilitySceneMarker {
    /// The scene, or `nil` when the availability check failed.
    let scene: (any Scene)?

    /// A primitive scene has no body.
    var body: Never { fatalError("LimitedAvailabilityScene has no body") }

    @MainActor func windowContent() -> AnyView? {
        scene.flatMap { SceneContent.window(of: $0) }
    }
}
