// ViewLifecycle · HeadlessUIKit

extension UIImagePickerController {
    /// What an image picker's camera captures, with UIKit's raw values.
    public enum CameraCaptureMode: Int, @unchecked Sendable {
        /// Still pictures.
        case photo = 0
        /// Movies.
        case video = 1
    }
}
