// ViewLifecycle · HeadlessSwiftUI

extension SharePreview where Image == Never {
    /// Creates a preview representation with a localized title and an icon.
    ///
    /// - Parameters:
    ///   - titleKey: A key identifying the title of the preview.
    ///   - icon: An icon representing the content.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(title: Text(titleKey), image: nil, icon: icon)
    }

    /// Creates a preview representation with a title and an icon.
    ///
    /// - Parameters:
    ///   - title: The title of the preview.
    ///   - icon: An icon representing the content.
    @_disfavoredOverload
    public init<S>(_ title: S, icon: Icon) where S: StringProtocol {
        self.init(title: Text(title), image: nil, icon: icon)
    }

    /// Creates a preview representation with a text title and an icon.
    ///
    /// - Parameters:
    ///   - title: The title of the preview.
    ///   - icon: An icon representing the content.
    public init(_ title: Text, icon: Icon) {
        self.init(title: title, image: nil, icon: icon)
    }
}

extension SharePreview where Icon == Never {
    /// Creates a preview representation with a localized title and an image.
    ///
    /// - Parameters:
    ///   - titleKey: A key identifying the title of the preview.
    ///   - image: An image representing the content.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }

    /// Creates a preview representation with a title and an image.
    ///
    /// - Parameters:
    ///   - title: The title of the preview.
    ///   - image: An image representing the content.
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image) where S: StringProtocol {
        self.init(title: Text(title), image: image, icon: nil)
    }

    /// Creates a preview representation with a text title and an image.
    ///
    /// - Parameters:
    ///   - title: The title of the preview.
    ///   - image: An image representing the content.
    public init(_ title: Text, image: Image) {
        self.init(title: title, image: image, icon: nil)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview representation with a localized title.
    ///
    /// - Parameter titleKey: A key identifying the title of the preview.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(title: Text(titleKey), image: nil, icon: nil)
    }

    /// Creates a preview representation with a title.
    ///
    /// - Parameter title: The title of the preview.
    @_disfavoredOverload
    public init<S>(_ title: S) where S: StringProtocol {
        self.init(title: Text(title), image: nil, icon: nil)
    }

    /// Creates a preview representation with a text title.
    ///
    /// - Parameter title: The title of the preview.
    public init(_ title: Text) {
        self.init(title: title, image: nil, icon: nil)
    }
}
