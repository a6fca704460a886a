// ViewLifecycle · HeadlessSwiftUI

/// A view that doesn't contain any content.
@frozen public struct EmptyView: View {
    /// Creates an empty view.
    nonisolated public init() {}

    /// The body of a primitive view.
    public typealias Body = Never
}
