// ViewLifecycle · HeadlessSwiftUI

extension Picker where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a picker with a label made of a localized title and an image resource.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key that describes the purpose of selecting an option.
    ///   - image: The image resource to lookup.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { HeadlessSwiftUI.Label(titleKey, image: image) }
    }

    /// Creates a picker bound to a collection of bindings with a label made of a localized
    /// title and an image resource.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key that describes the purpose of selecting an option.
    ///   - image: The image resource to lookup.
    ///   - sources: A collection of values used as the source for displaying the picker's selection.
    ///   - selection: The key path of the values that determines the currently-selected options.
    ///   - content: A view that contains the set of options.
    public init<C>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            HeadlessSwiftUI.Label(titleKey, image: image)
        }
    }

    /// Creates a picker with a label made of a title string and an image resource.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - image: The image resource to lookup.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<S>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        self.init(selection: selection, content: content) { HeadlessSwiftUI.Label(title, image: image) }
    }

    /// Creates a picker bound to a collection of bindings with a label made of a title string
    /// and an image resource.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - image: The image resource to lookup.
    ///   - sources: A collection of values used as the source for displaying the picker's selection.
    ///   - selection: The key path of the values that determines the currently-selected options.
    ///   - content: A view that contains the set of options.
    @_disfavoredOverload
    public init<C, S>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection, S: StringProtocol, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            HeadlessSwiftUI.Label(title, image: image)
        }
    }
}
