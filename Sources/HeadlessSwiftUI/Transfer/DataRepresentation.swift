// ViewLifecycle · HeadlessSwiftUI

import Foundation
import UniformTypeIdentifiers

/// A transfer representation for types that participate in Swift's protocols for encoding and
/// decoding binary data.
///
/// Stored only: headlessly nothing imports or exports.
public struct DataRepresentation<Item>: TransferRepresentation where Item: Transferable {
    /// A built-in representation.
    public typealias Body = Never

    let contentType: UTType
    let exporter: (@Sendable (Item) async throws -> Data)?
    let importer: (@Sendable (Data) async throws -> Item)?

    /// Creates a transfer representation for importing and exporting data.
    ///
    /// - Parameters:
    ///   - contentType: The type of the data.
    ///   - exporting: Makes the data from an item.
    ///   - importing: Makes an item from the data.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
        exporter = exporting
        importer = importing
    }

    /// Creates a transfer representation for exporting data.
    ///
    /// - Parameters:
    ///   - exportedContentType: The type of the data.
    ///   - exporting: Makes the data from an item.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
        exporter = exporting
        importer = nil
    }

    /// Creates a transfer representation for importing data.
    ///
    /// - Parameters:
    ///   - importedContentType: The type of the data.
    ///   - importing: Makes an item from the data.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType
        exporter = nil
        importer = importing
    }
}
