// ViewLifecycle · HeadlessSwiftUI

extension Label where Title == Text, Icon == Image {
    /// Creates a label with an image resource and a title generated from a localized string.
    ///
    /// - Parameters:
    ///   - titleKey: A title generated from a localized string.
    ///   - resource: The image resource to lookup.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// Creates a label with an image resource and a title generated from a string.
    ///
    /// - Parameters:
    ///   - title: A string used as the label's title.
    ///   - resource: The image resource to lookup.
    @_disfavoredOverload
    public init<S>(_ title: S, image resource: ImageResource) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
