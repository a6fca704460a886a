// ViewLifecycle · HeadlessSwiftUI

import UniformTypeIdentifiers

/// A transfer representation for types that transfer as a file URL.
///
/// Stored only: headlessly nothing imports or exports.
public struct FileRepresentation<Item>: TransferRepresentation where Item: Transferable {
    /// A built-in representation.
    public typealias Body = Never

    let contentType: UTType
    let exporter: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importer: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Creates a transfer representation for importing and exporting files.
    ///
    /// - Parameters:
    ///   - contentType: The type of the file.
    ///   - shouldAttemptToOpenInPlace: Whether to open an imported file in place; stored only.
    ///   - exporting: Makes the file from an item.
    ///   - importing: Makes an item from the file.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = contentType
        exporter = exporting
        importer = importing
    }

    /// Creates a transfer representation for exporting files.
    ///
    /// - Parameters:
    ///   - exportedContentType: The type of the file.
    ///   - shouldAllowToOpenInPlace: Whether the receiver may open the file in place; stored only.
    ///   - exporting: Makes the file from an item.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        contentType = exportedContentType
        exporter = exporting
        importer = nil
    }

    /// Creates a transfer representation for importing files.
    ///
    /// - Parameters:
    ///   - importedContentType: The type of the file.
    ///   - shouldAttemptToOpenInPlace: Whether to open the file in place; stored only.
    ///   - importing: Makes an item from the file.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        contentType = importedContentType
        exporter = nil
        importer = importing
    }
}
