// ViewLifecycle · HeadlessSwiftUI

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        let content: any View

        /// The body of a primitive view.
        public typealias Body = Never
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        let content: any View

        /// The body of a primitive view.
        public typealias Body = Never
    }

    /// A description of the labeled item.
    public let title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public let icon: LabelStyleConfiguration.Icon
}
