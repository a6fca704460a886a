// ViewLifecycle · HeadlessSwiftUI

/// The table style that describes the behavior and appearance of a table with its content and selection inset from the table edges (drawn only).
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetTableStyle: TableStyle {
    /// Creates the style.
    public init() {}

    /// Creates the view of a table in this style.
    ///
    /// - Parameter configuration: The properties of the table.
    /// - Returns: The table's body.
    public func makeBody(configuration: InsetTableStyle.Configuration) -> some View {
        EmptyView()
    }
}

@available(*, unavailable)
extension InsetTableStyle: Sendable {}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its content and selection inset from the table edges.
    @_alwaysEmitIntoClient public static var inset: InsetTableStyle { .init() }
}
