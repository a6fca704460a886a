// ViewLifecycle · HeadlessUIKit

extension UIButton.Configuration {
    /// The named style the configuration started from, for reading back.
    enum Style: String, Hashable {
        case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }
}
