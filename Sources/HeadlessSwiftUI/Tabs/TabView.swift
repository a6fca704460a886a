// ViewLifecycle · HeadlessSwiftUI

/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// As on iOS, it is a `UITabBarController` with a hosting controller per tab, a child of the
/// enclosing hosting controller. Tabs load lazily, on their first selection (iOS 18; on iOS 17
/// every tab's views appeared at launch, trace 24), and a switch follows UIKit's tab-switch order.
/// Headlessly a tap on a tab is `Headless.tapTab(_:)`. Under `tabViewStyle(.page)` the content
/// is pages instead (`PageTabViewContext`), turned by `Headless.swipePage(_:)`.
@MainActor @preconcurrency
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let content: Content
    let selection: TabSelectionAccess?
    /// The style set by `tabViewStyle(_:)` above: a tab bar or pages.
    @Environment(\.tabViewStyleKind) private var style

    /// Creates an instance that selects from content associated with `Selection` values.
    ///
    /// - Parameters:
    ///   - selection: The binding to the selected tab's tag, or `nil` to let the view keep the
    ///     selection itself.
    ///   - content: The tabs, each with its `tabItem` and `tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            TabSelectionAccess(
                get: { AnyHashable(binding.wrappedValue) },
                set: { tag in
                    guard let value = tag.base as? SelectionValue else { return }
                    binding.wrappedValue = value
                })
        }
    }

    /// The content and behavior of the view.
    public var body: some View {
        if case .page(let indexDisplayMode) = style {
            _PageTabViewHost(
                pages: ViewList(content).elements, selection: selection, selected: selection?.get(),
                indexDisplayMode: PageTabViewStyle.IndexDisplayMode(rawValue: indexDisplayMode))
        } else {
            _TabViewHost(
                tabs: ViewList(content).elements, selection: selection, selected: selection?.get())
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection, starting on the first tab.
    ///
    /// - Parameter content: The tabs, each with its `tabItem`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// Reads and writes a tab view's selection as a type-erased tag, whatever the binding's type.
struct TabSelectionAccess {
    let get: () -> AnyHashable
    let set: (AnyHashable) -> Void
}
