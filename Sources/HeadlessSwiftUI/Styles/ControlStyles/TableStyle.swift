// ViewLifecycle · HeadlessSwiftUI

/// A type that applies a custom appearance to all tables within a view.
///
/// Drawn only headlessly: `tableStyle(_:)` is recorded, and a table shows what an iPhone shows
/// (a list of its first column) whatever the style.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol TableStyle {
    /// A view that represents the body of a table.
    associatedtype Body: View

    /// Creates a view that represents the body of a table.
    ///
    /// - Parameter configuration: The properties of the table.
    /// - Returns: The table's body.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a table.
    typealias Configuration = TableStyleConfiguration
}
