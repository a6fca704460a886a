// ViewLifecycle · HeadlessSwiftUI

/// The default table style in the current context (drawn only).
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct AutomaticTableStyle: TableStyle {
    /// Creates the style.
    public init() {}

    /// Creates the view of a table in this style.
    ///
    /// - Parameter configuration: The properties of the table.
    /// - Returns: The table's body.
    public func makeBody(configuration: AutomaticTableStyle.Configuration) -> AutomaticTableStyle.Body {
        Body()
    }

    /// The view of a table in this style: nothing of its own headlessly.
    public struct Body: View {
        /// The table's decoration: none headlessly.
        @MainActor @preconcurrency public var body: some View { EmptyView() }
    }
}

@available(*, unavailable)
extension AutomaticTableStyle: Sendable {}

@available(*, unavailable)
extension AutomaticTableStyle.Body: Sendable {}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    @_alwaysEmitIntoClient public static var automatic: AutomaticTableStyle { .init() }
}
