// ViewLifecycle · HeadlessUIKit

extension UIImagePickerController {
    /// The keys of the dictionary an image picker gives its delegate.
    public struct InfoKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The key's string.
        public var rawValue: String

        /// Creates a key from its string.
        ///
        /// - Parameter rawValue: The key's string.
        package init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates a key from its string.
        ///
        /// - Parameter rawValue: The key's string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The media type picked (a uniform type identifier).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picture as picked.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The picture as the user edited it.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The rectangle the user cropped to.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file URL of a picked movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset-library URL of the picked item.
        @available(
            iOS, introduced: 4.1, deprecated: 11.0,
            message: "Will be removed in a future release, use PHPicker."
        )
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a captured photo.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The live photo picked.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The photo-library asset picked.
        @available(
            iOS, introduced: 11.0, deprecated: 100000,
            message: "Will be removed in a future release, use PHPicker."
        )
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The file URL of the picked image.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
}
