// ViewLifecycle · HeadlessSwiftUI

/// The content for a tab and the tab's associated tab item in a tab view (iOS 18).
///
/// Headlessly a tab is its content with `tabItem` (its label) and `tag` (its value), so it
/// behaves as such a view does in a `TabView` (lazy or eager per `Headless.Profile`).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label>: TabContent where Value: Hashable, Content: View, Label: View {
    /// The tab's selection value.
    public typealias TabValue = Value
    /// The body of a primitive tab.
    public typealias Body = Never

    let value: Value?
    let content: Content
    let label: Label

    init(value: Value?, content: Content, label: Label) {
        self.value = value
        self.content = content
        self.label = label
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab {
    /// Creates a tab with a label, selected when the selection matches `value`.
    ///
    /// - Parameters:
    ///   - value: The selection value which selects this tab.
    ///   - content: The view content of the tab.
    ///   - label: The label for the tab's tab item.
    public init(
        value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, content: content(), label: label())
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Label == DefaultTabLabel {
    /// Creates a tab with a title and a system image, selected when the selection matches `value`.
    ///
    /// - Parameters:
    ///   - titleKey: The localized title of the tab.
    ///   - systemImage: The name of the tab's system image (not drawn).
    ///   - value: The selection value which selects this tab.
    ///   - content: The view content of the tab.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }

    /// Creates a tab with a title and a system image, selected when the selection matches `value`.
    ///
    /// - Parameters:
    ///   - titleKey: The localized title of the tab.
    ///   - systemImage: The name of the tab's system image (not drawn).
    ///   - value: The selection value which selects this tab.
    ///   - role: The role of this tab (kept, unused).
    ///   - content: The view content of the tab.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }

    /// Creates a tab with a title and a system image, selected when the selection matches `value`.
    ///
    /// - Parameters:
    ///   - title: The title of the tab.
    ///   - systemImage: The name of the tab's system image (not drawn).
    ///   - value: The selection value which selects this tab.
    ///   - content: The view content of the tab.
    public init<S>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title)))
    }

    /// Creates a tab with a title and a system image, selected when the selection matches `value`.
    ///
    /// - Parameters:
    ///   - title: The title of the tab.
    ///   - systemImage: The name of the tab's system image (not drawn).
    ///   - value: The selection value which selects this tab.
    ///   - role: The role of this tab (kept, unused).
    ///   - content: The view content of the tab.
    public init<S>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab with a title and a system image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - titleKey: The localized title of the tab.
    ///   - systemImage: The name of the tab's system image (not drawn).
    ///   - content: The view content of the tab.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }

    /// Creates a tab with a title and a system image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - titleKey: The localized title of the tab.
    ///   - systemImage: The name of the tab's system image (not drawn).
    ///   - role: The role of this tab (kept, unused).
    ///   - content: The view content of the tab.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }

    /// Creates a tab with a title and a system image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - title: The title of the tab.
    ///   - systemImage: The name of the tab's system image (not drawn).
    ///   - content: The view content of the tab.
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title)))
    }

    /// Creates a tab with a title and a system image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - title: The title of the tab.
    ///   - systemImage: The name of the tab's system image (not drawn).
    ///   - role: The role of this tab (kept, unused).
    ///   - content: The view content of the tab.
    public init<S>(
        _ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: PrimitiveTabContent {
    func primitiveTabViews() -> [any View] {
        let item = content.modifier(_TabItemModifier(label: label))
        guard let value else { return [item] }
        return [item.modifier(_TagModifier(tag: AnyHashable(value)))]
    }
}
