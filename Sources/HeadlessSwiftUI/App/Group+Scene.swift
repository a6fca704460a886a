// ViewLifecycle · HeadlessSwiftUI

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Group: Scene where Content: Scene {
    /// Creates a group of scenes, as an app's body writes one to apply a scene modifier to them all.
    ///
    /// - Parameter content: A scene builder that creates the content of this group.
    public init(@SceneBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of scenes has no body: the launch reads its content.
    public var body: Never { fatalError("Group has no body: the launch reads its content") }
}

extension Group: PrimitiveScene where Content: Scene {
    /// A group shows the window of the first of its scenes that has one.
    @MainActor func windowContent() -> AnyView? {
        SceneContent.window(of: content)
    }
}
