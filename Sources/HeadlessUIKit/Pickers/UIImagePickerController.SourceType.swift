// ViewLifecycle · HeadlessUIKit

extension UIImagePickerController {
    /// Where an image picker's pictures come from, with UIKit's raw values.
    public enum SourceType: Int, @unchecked Sendable {
        /// The photo library.
        @available(
            iOS, introduced: 2, deprecated: 100000,
            message: "Will be removed in a future release, use PHPicker."
        )
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The saved photos album.
        @available(
            iOS, introduced: 2, deprecated: 100000,
            message: "Will be removed in a future release, use PHPicker."
        )
        case savedPhotosAlbum = 2
    }
}
