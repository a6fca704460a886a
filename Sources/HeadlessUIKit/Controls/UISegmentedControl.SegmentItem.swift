// ViewLifecycle · HeadlessUIKit

extension UISegmentedControl {
    /// One segment: its title or image, its action, and whether it can be chosen.
    struct SegmentItem {
        /// The title, or `nil`.
        var title: String?
        /// The image, or `nil`.
        var image: UIImage?
        /// The action run when the user chooses the segment, or `nil`.
        var action: UIAction?
        /// Whether the user can choose it.
        var isEnabled = true
    }
}
