// ViewLifecycle · HeadlessSwiftUI

extension Toggle {
    /// Creates a toggle representing a collection of values with a custom label.
    ///
    /// It reads on when every source is on, and turning it on or off sets every source.
    ///
    /// - Parameters:
    ///   - sources: A collection of values used as the source for rendering the toggle's state.
    ///   - isOn: The key path of the values that determines whether the toggle is on or off.
    ///   - label: A view that describes the purpose of the toggle.
    public init<C>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) where C: RandomAccessCollection {
        self.init(isOn: ToggleSources.binding(sources, isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle representing a collection of values that generates its label from a
    /// localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the toggle's localized title.
    ///   - sources: A collection of values used as the source for rendering the toggle's state.
    ///   - isOn: The key path of the values that determines whether the toggle is on or off.
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - sources: A collection of values used as the source for rendering the toggle's state.
    ///   - isOn: The key path of the values that determines whether the toggle is on or off.
    @_disfavoredOverload
    public init<S, C>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where S: StringProtocol, C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a toggle representing a collection of values with a generated label made of a
    /// localized title and a system image.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the toggle's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - sources: A collection of values used as the source for rendering the toggle's state.
    ///   - isOn: The key path of the values that determines whether the toggle is on or off.
    public init<C>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        isOn: KeyPath<C.Element, Binding<Bool>>
    ) where C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) {
            HeadlessSwiftUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a toggle representing a collection of values with a generated label made of a
    /// title string and a system image.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - sources: A collection of values used as the source for rendering the toggle's state.
    ///   - isOn: The key path of the values that determines whether the toggle is on or off.
    @_disfavoredOverload
    public init<S, C>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) where S: StringProtocol, C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) {
            HeadlessSwiftUI.Label(title, systemImage: systemImage)
        }
    }
}
