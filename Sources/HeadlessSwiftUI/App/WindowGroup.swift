// ViewLifecycle · HeadlessSwiftUI

/// A scene that presents a group of identically structured windows.
///
/// Headlessly a launch opens one window of the group; the title and identifier are kept but not shown.
public struct WindowGroup<Content>: Scene where Content: View {
    /// The root view of each window, built when the group is.
    let content: Content
    /// The group's title, if any.
    let title: Text?
    /// The group's identifier, if any.
    let id: String?

    /// Creates a window group with an identifier.
    ///
    /// - Parameters:
    ///   - id: A string that uniquely identifies the window group.
    ///   - content: The content of each window.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
        self.id = id
    }

    /// Creates a window group with a text view title and an identifier.
    ///
    /// - Parameters:
    ///   - title: The title of the windows.
    ///   - id: A string that uniquely identifies the window group.
    ///   - content: The content of each window.
    @_disfavoredOverload public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
        self.id = id
    }

    /// Creates a window group with a localized title and an identifier.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the windows.
    ///   - id: A string that uniquely identifies the window group.
    ///   - content: The content of each window.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = Text(titleKey)
        self.id = id
    }

    /// Creates a window group with a title string and an identifier.
    ///
    /// - Parameters:
    ///   - title: The title of the windows.
    ///   - id: A string that uniquely identifies the window group.
    ///   - content: The content of each window.
    @_disfavoredOverload public init<S>(_ title: S, id: String, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.content = content()
        self.title = Text(title)
        self.id = id
    }

    /// Creates a window group.
    ///
    /// - Parameter content: The content of each window.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
        id = nil
    }

    /// Creates a window group with a text view title.
    ///
    /// - Parameters:
    ///   - title: The title of the windows.
    ///   - content: The content of each window.
    @_disfavoredOverload public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
        id = nil
    }

    /// Creates a window group with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the title of the windows.
    ///   - content: The content of each window.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = Text(titleKey)
        id = nil
    }

    /// Creates a window group with a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the windows.
    ///   - content: The content of each window.
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.content = content()
        self.title = Text(title)
        id = nil
    }

    /// A window group is understood directly by the launch; its body is never asked for.
    public var body: some Scene { Self.primitiveBody() }

    /// Stops: a window group's body is never asked for.
    private static func primitiveBody() -> Never { fatalError("WindowGroup has no body") }
}

extension WindowGroup: PrimitiveScene {
    @MainActor func windowContent() -> AnyView? { AnyView(content) }
}
