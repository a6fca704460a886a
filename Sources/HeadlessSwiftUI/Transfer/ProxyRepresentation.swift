// ViewLifecycle · HeadlessSwiftUI

/// A transfer representation that uses another type's transfer representation as its own.
///
/// Stored only: headlessly nothing imports or exports.
public struct ProxyRepresentation<Item, ProxyRepresentation>: TransferRepresentation
where Item: Transferable, ProxyRepresentation: Transferable {
    /// A built-in representation.
    public typealias Body = Never

    // Kept as given (sync or async), never called: nothing exports or imports headlessly.
    var exporter: (@Sendable (Item) throws -> ProxyRepresentation)?
    var asyncExporter: (@Sendable (Item) async throws -> ProxyRepresentation)?
    var importer: (@Sendable (ProxyRepresentation) throws -> Item)?
    var asyncImporter: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Creates a transfer representation that imports the item through the proxy.
    ///
    /// - Parameter importing: Makes an item from the proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        importer = importing
    }

    /// Creates a transfer representation that imports the item through the proxy, asynchronously.
    ///
    /// - Parameter importing: Makes an item from the proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        asyncImporter = importing
    }

    /// Creates a transfer representation that exports the item as the proxy.
    ///
    /// - Parameter exporting: Makes the proxy from an item.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        exporter = exporting
    }

    /// Creates a transfer representation that exports the item as the proxy, asynchronously.
    ///
    /// - Parameter exporting: Makes the proxy from an item.
    @available(
        iOS, introduced: 16.1, deprecated: 17.0, message: "A synchronous exporter should be used instead."
    )
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        asyncExporter = exporting
    }

    /// Creates a transfer representation that exports and imports the item through the proxy.
    ///
    /// - Parameters:
    ///   - exporting: Makes the proxy from an item.
    ///   - importing: Makes an item from the proxy.
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
        exporter = exporting
        importer = importing
    }

    /// Creates a transfer representation that exports and imports the item through the proxy,
    /// asynchronously.
    ///
    /// - Parameters:
    ///   - exporting: Makes the proxy from an item.
    ///   - importing: Makes an item from the proxy.
    @available(
        iOS, introduced: 16.1, deprecated: 17.0, message: "A synchronous exporter should be used instead."
    )
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        asyncExporter = exporting
        asyncImporter = importing
    }

    /// Creates a transfer representation that exports the item synchronously and imports it
    /// asynchronously.
    ///
    /// - Parameters:
    ///   - exporting: Makes the proxy from an item.
    ///   - importing: Makes an item from the proxy.
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        exporter = exporting
        asyncImporter = importing
    }
}
