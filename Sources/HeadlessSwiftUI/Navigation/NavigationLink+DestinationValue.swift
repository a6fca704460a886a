// ViewLifecycle · HeadlessSwiftUI

// The forms that take the destination as a value (deprecated since iOS 17's SDK asks for a
// closure, and still the most common in apps): they push the same way as the closure forms.
extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - destination: A view for the navigation link to present.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload
    public init<S>(_ title: S, destination: Destination) where S: StringProtocol {
        self.init(destination: { destination }) { Text(title) }
    }
}
