// ViewLifecycle · HeadlessUIKit

extension UIImagePickerController {
    /// The quality of an image picker's video, with UIKit's raw values.
    public enum QualityType: Int, @unchecked Sendable {
        /// The highest quality.
        case typeHigh = 0
        /// Medium quality, for Wi-Fi.
        case typeMedium = 1
        /// The lowest quality, for cellular networks.
        case typeLow = 2
        /// VGA quality.
        case type640x480 = 3
        /// 1280 by 720 iFrame.
        case typeIFrame1280x720 = 4
        /// 960 by 540 iFrame.
        case typeIFrame960x540 = 5
    }
}
