// ViewLifecycle · HeadlessSwiftUI

/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands (stored only: there is no menu headlessly).
@available(iOS 14.0, *)
@available(tvOS, unavailable)
public struct CommandMenu<Content>: Commands where Content: View {
    /// The menu's name.
    let name: Text
    /// The menu's controls, built when the menu is.
    let content: Content

    /// Creates a new menu with a localized name for a collection of app-specific commands.
    ///
    /// - Parameters:
    ///   - nameKey: A localized string key for the name of the menu.
    ///   - content: A view builder that produces the menu's controls.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// Creates a new menu for a collection of app-specific commands.
    ///
    /// - Parameters:
    ///   - name: The name of the menu.
    ///   - content: A view builder that produces the menu's controls.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// Creates a new menu for a collection of app-specific commands.
    ///
    /// - Parameters:
    ///   - name: A string for the name of the menu.
    ///   - content: A view builder that produces the menu's controls.
    @_disfavoredOverload
    public init<S>(_ name: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(Text(name), content: content)
    }

    /// A primitive command group has no body.
    public typealias Body = Never
}

@available(*, unavailable)
extension CommandMenu: Sendable {}
