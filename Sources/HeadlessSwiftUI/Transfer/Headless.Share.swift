// ViewLifecycle · HeadlessSwiftUI

extension Headless {
    /// What one tap on a `ShareLink` shared: the items as the share sheet received them, with
    /// the link's subject, message and preview titles.
    public struct Share: Equatable, Sendable {
        /// Each item, as `String(describing:)` prints it (a URL's absolute string, a string
        /// itself), in order.
        public let items: [String]
        /// The link's subject, if it had one.
        public let subject: String?
        /// The link's message, if it had one.
        public let message: String?
        /// The title of each item's preview, in order; empty without a preview.
        public let previewTitles: [String]

        /// Creates a record of what was shared.
        ///
        /// - Parameters:
        ///   - items: The items, as `String(describing:)` prints them.
        ///   - subject: The subject, if any.
        ///   - message: The message, if any.
        ///   - previewTitles: The preview titles, if any.
        public init(
            items: [String], subject: String? = nil, message: String? = nil, previewTitles: [String] = []
        ) {
            self.items = items
            self.subject = subject
            self.message = message
            self.previewTitles = previewTitles
        }
    }
}
