// ViewLifecycle · HeadlessSwiftUI

/// The default table style in the current context (drawn only).
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct AutomaticTableStyle: TableStyle {
    /// Creates the style (SwiftUI's is made only through `.automatic`).
    @usableFromInline init() {}

    /// Creates the view of a table in this style.
    ///
    /// - Parameter configuration: The properties of the table.
    /// - Returns: The table's body.
    public func makeBody(configuration: AutomaticTableStyle.Configuration) -> some View {
        EmptyView()
    }
}

@available(*, unavailable)
extension AutomaticTableStyle: Sendable {}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    @_alwaysEmitIntoClient public static var automatic: AutomaticTableStyle { .init() }
}
