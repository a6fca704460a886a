// ViewLifecycle · HeadlessUIKit

extension NSTextAttachment {
    /// Creates an attachment that shows an image; its `bounds` stay zero, which lays the image
    /// out at its own size.
    ///
    /// - Parameter image: The image.
    @available(iOS 13.0, *)
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }
}
