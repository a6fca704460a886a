// ViewLifecycle · HeadlessUIKit

extension UIImagePickerController {
    /// An image picker's camera, with UIKit's raw values.
    public enum CameraDevice: Int, @unchecked Sendable {
        /// The back camera.
        case rear = 0
        /// The front camera.
        case front = 1
    }
}
