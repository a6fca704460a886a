// ViewLifecycle · HeadlessSwiftUI

/// A result builder that creates table row content from closures.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder public struct TableRowBuilder<Value> where Value: Identifiable {
    /// Creates a single row result.
    @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content
    where Value == Content.TableRowValue, Content: TableRowContent {
        content
    }

    /// Creates a single row result.
    @_alwaysEmitIntoClient public static func buildBlock<C>(_ content: C) -> C
    where Value == C.TableRowValue, C: TableRowContent {
        content
    }
}

@available(*, unavailable)
extension TableRowBuilder: Sendable {}
