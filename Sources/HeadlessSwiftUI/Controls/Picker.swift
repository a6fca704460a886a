// ViewLifecycle · HeadlessSwiftUI

/// A control for selecting from a set of mutually exclusive values.
///
/// The label and the content are children; the options are the content's views tagged with
/// `tag(_:)` (or, untagged, a `ForEach` element's id). On screen `Picker "label": "chosen"`,
/// whose options `Headless.select(_:in:)` chooses from, setting the latest binding.
public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
    package let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    ///
    /// - Parameters:
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    ///   - label: A view that describes the purpose of selecting an option.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// Creates a picker that displays a custom label.
    ///
    /// - Parameters:
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - label: A view that describes the purpose of selecting an option.
    ///   - content: A view that contains the set of options.
    @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(macOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(visionOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Picker: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.index(0), label)
        list.append(.index(1), content.modifier(_PickerContentModifier(selection: selection)))
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key that describes the purpose of selecting an option.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a picker with a system image and a title from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key that describes the purpose of selecting an option.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) {
            HeadlessSwiftUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a picker with a system image and a title from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<S>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        self.init(selection: selection, content: content) {
            HeadlessSwiftUI.Label(title, systemImage: systemImage)
        }
    }
}
