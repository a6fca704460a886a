// ViewLifecycle · HeadlessSwiftUI

extension Toggle where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a toggle with a label made of a localized title and an image resource.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the toggle's localized title.
    ///   - image: The image resource to lookup.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HeadlessSwiftUI.Label(titleKey, image: image) }
    }

    /// Creates a toggle with a label made of a title string and an image resource.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - image: The image resource to lookup.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { HeadlessSwiftUI.Label(title, image: image) }
    }

    /// Creates a toggle over a collection of values with a label made of a localized title and
    /// an image resource.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the toggle's localized title.
    ///   - image: The image resource to lookup.
    ///   - sources: A collection of values used as the source for rendering the toggle's state.
    ///   - isOn: The key path of the values that determines whether the toggle is on or off.
    public init<C>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        isOn: KeyPath<C.Element, Binding<Bool>>
    ) where C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { HeadlessSwiftUI.Label(titleKey, image: image) }
    }

    /// Creates a toggle over a collection of values with a label made of a title string and an
    /// image resource.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - image: The image resource to lookup.
    ///   - sources: A collection of values used as the source for rendering the toggle's state.
    ///   - isOn: The key path of the values that determines whether the toggle is on or off.
    @_disfavoredOverload
    public init<S, C>(_ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where S: StringProtocol, C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { HeadlessSwiftUI.Label(title, image: image) }
    }
}
