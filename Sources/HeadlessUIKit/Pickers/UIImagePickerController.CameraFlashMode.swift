// ViewLifecycle · HeadlessUIKit

extension UIImagePickerController {
    /// An image picker's flash, with UIKit's raw values.
    public enum CameraFlashMode: Int, @unchecked Sendable {
        /// Never flash.
        case off = -1
        /// Flash when the light is low.
        case auto = 0
        /// Always flash.
        case on = 1
    }
}
