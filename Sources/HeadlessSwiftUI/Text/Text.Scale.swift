// ViewLifecycle · HeadlessSwiftUI

extension Text {
    /// A scale to apply to text, such as the smaller size of secondary text.
    public struct Scale: Hashable, Sendable {
        let name: String

        /// The text's natural size.
        public static let `default` = Scale(name: "default")
        /// A smaller size, for text secondary to the text around it.
        public static let secondary = Scale(name: "secondary")
    }
}
