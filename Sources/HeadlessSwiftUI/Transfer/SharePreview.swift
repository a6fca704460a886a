// ViewLifecycle · HeadlessSwiftUI

/// A representation of a type to display in a share preview.
///
/// Its title is what the share sheet's header shows (`Headless.shares` records it); the image
/// and icon are kept but not drawn.
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
    let title: Text
    let image: Image?
    let icon: Icon?

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// Creates a preview representation with a localized title, an image and an icon.
    ///
    /// - Parameters:
    ///   - titleKey: A key identifying the title of the preview.
    ///   - image: An image representing the content.
    ///   - icon: An icon representing the content.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// Creates a preview representation with a title, an image and an icon.
    ///
    /// - Parameters:
    ///   - title: The title of the preview.
    ///   - image: An image representing the content.
    ///   - icon: An icon representing the content.
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image, icon: Icon) where S: StringProtocol {
        self.init(title: Text(title), image: image, icon: icon)
    }

    /// Creates a preview representation with a text title, an image and an icon.
    ///
    /// - Parameters:
    ///   - title: The title of the preview.
    ///   - image: An image representing the content.
    ///   - icon: An icon representing the content.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }
}
