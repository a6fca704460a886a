// ViewLifecycle · HeadlessUIKit

extension UIImage {
    /// The configuration the image was made or changed with (`nil` for none).
    @available(iOS 13.0, *)
    public var configuration: UIImage.Configuration? { storedConfiguration }

    /// A symbol image's configuration: the one it was given, or `unspecified`; `nil` for an
    /// image that is not a symbol.
    @available(iOS 13.0, *)
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        guard isSymbol else { return nil }
        return storedConfiguration as? UIImage.SymbolConfiguration ?? .unspecified
    }

    /// The same image with another configuration.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: A new image.
    @available(iOS 13.0, *)
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        configured(configuration)
    }

    /// The same symbol image with `configuration`'s choices laid over its own; `nil` for an image
    /// that is not a symbol.
    ///
    /// - Parameter configuration: The symbol configuration.
    /// - Returns: A new image, or `nil`.
    @available(iOS 13.0, *)
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let own = symbolConfiguration else { return nil }
        return configured(own.applying(configuration))
    }

    private func configured(_ configuration: UIImage.Configuration) -> UIImage {
        let image = withRenderingMode(renderingMode)
        image.storedConfiguration = configuration
        return image
    }
}
