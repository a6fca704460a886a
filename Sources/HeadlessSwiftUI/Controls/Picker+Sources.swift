// ViewLifecycle · HeadlessSwiftUI

extension Picker {
    /// Creates a picker bound to a collection of bindings that displays a custom label.
    ///
    /// It shows the first source's selection, and choosing an option sets every source.
    ///
    /// - Parameters:
    ///   - sources: A collection of values used as the source for displaying the picker's selection.
    ///   - selection: The key path of the values that determines the currently-selected options.
    ///   - content: A view that contains the set of options.
    ///   - label: A view that describes the purpose of selecting an option.
    public init<C>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) where C: RandomAccessCollection {
        let bindings = sources.map { $0[keyPath: selection] }
        let shared = Binding<SelectionValue>(
            get: {
                guard let first = bindings.first else {
                    preconditionFailure(
                        "Picker(sources:selection:) was given no sources: pass at least one binding to show.")
                }
                return first.wrappedValue
            },
            set: { newValue in
                for binding in bindings { binding.wrappedValue = newValue }
            })
        self.init(selection: shared, content: content, label: label)
    }
}

extension Picker where Label == Text {
    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key that describes the purpose of selecting an option.
    ///   - sources: A collection of values used as the source for displaying the picker's selection.
    ///   - selection: The key path of the values that determines the currently-selected options.
    ///   - content: A view that contains the set of options.
    public init<C>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - sources: A collection of values used as the source for displaying the picker's selection.
    ///   - selection: The key path of the values that determines the currently-selected options.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<C, S>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, S: StringProtocol {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a picker bound to a collection of bindings with a label made of a localized title
    /// and a system image.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key that describes the purpose of selecting an option.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - sources: A collection of values used as the source for displaying the picker's selection.
    ///   - selection: The key path of the values that determines the currently-selected options.
    ///   - content: A view that contains the set of options.
    public init<C>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            HeadlessSwiftUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a picker bound to a collection of bindings with a label made of a title string
    /// and a system image.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - sources: A collection of values used as the source for displaying the picker's selection.
    ///   - selection: The key path of the values that determines the currently-selected options.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<C, S>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, S: StringProtocol, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            HeadlessSwiftUI.Label(title, systemImage: systemImage)
        }
    }
}
