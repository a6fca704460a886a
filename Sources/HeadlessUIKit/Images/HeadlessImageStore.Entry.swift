// ViewLifecycle · HeadlessUIKit

extension HeadlessImageStore {
    /// What an image registered in the store looks like.
    struct Entry: Sendable {
        /// The size in points.
        let size: CGSize
        /// Pixels per point.
        let scale: CGFloat
    }
}
