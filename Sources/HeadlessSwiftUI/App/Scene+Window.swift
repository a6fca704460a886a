// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The scene modifiers for windows, external events and menus: headless windows have the
// screen's size, receive no external events and have no menu, so each is kept (recorded in
// `Headless.inertCalls`) and its scene shows the same window.

@available(iOS 17.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Scene {
    /// Sets the kind of resizability to use for a window (stored only).
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        inertScene(api: "Scene.windowResizability(_:)")
    }

    /// Sets a default size for a window (stored only).
    public func defaultSize(_ size: CGSize) -> some Scene {
        inertScene(api: "Scene.defaultSize(_:)")
    }

    /// Sets a default width and height for a window (stored only).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        inertScene(api: "Scene.defaultSize(width:height:)")
    }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Scene {
    /// Specifies the external events for which SwiftUI opens a new instance of the modified
    /// scene (stored only: no external event arrives headlessly).
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        inertScene(api: "Scene.handlesExternalEvents(matching:)")
    }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Scene {
    /// Removes all commands defined by the modified scene (stored only: there is no menu).
    public func commandsRemoved() -> some Scene {
        inertScene(api: "Scene.commandsRemoved()")
    }

    /// Replaces all commands defined by the modified scene with the commands from the builder
    /// (stored only: there is no menu; the builder runs once).
    public func commandsReplaced<Content>(@CommandsBuilder content: () -> Content) -> some Scene
    where Content: Commands {
        _ = content()
        return inertScene(api: "Scene.commandsReplaced(content:)")
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Scene {
    /// The default store used by `AppStorage` contained within the scene and its view content:
    /// every window's root view gets it, as `View.defaultAppStorage(_:)` gives it.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        nonisolated(unsafe) let store = store
        return ModifiedScene(content: self) { AnyView($0.defaultAppStorage(store)) }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Scene {
    /// Transforms the environment value of the specified key path with the given function, for
    /// every window's root view.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some Scene {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let transform = transform
        return ModifiedScene(content: self) {
            AnyView($0.modifier(SceneEnvironmentTransform(keyPath: keyPath, transform: transform)))
        }
    }
}

extension Scene {
    /// This scene's window unchanged, recording `api` in `Headless.inertCalls`.
    func inertScene(api: StaticString) -> ModifiedScene<Self> {
        InertCalls.recordIfOnMainActor(api)
        return ModifiedScene(content: self) { $0 }
    }
}

/// The modifier behind `Scene.transformEnvironment(_:transform:)`: the window's root view sees
/// the value the transform makes of the one above it.
struct SceneEnvironmentTransform<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The value transformed.
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// Changes the value in place.
    let transform: (inout Value) -> Void

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var result = environment
        transform(&result[keyPath: keyPath])
        if let previous = node.childEnvironment,
            node.environment.isIdentical(to: node.childEnvironmentParent),
            valuesEqual(previous[keyPath: keyPath], result[keyPath: keyPath]) == true
        {
            return previous
        }
        node.childEnvironment = result
        node.childEnvironmentParent = node.environment
        return result
    }
}
