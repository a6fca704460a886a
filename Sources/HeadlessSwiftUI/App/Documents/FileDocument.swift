// ViewLifecycle · HeadlessSwiftUI

import Foundation
import UniformTypeIdentifiers

/// A type that you use to serialize documents to and from file.
///
/// Headlessly a document group makes a new document at launch and hands it to its editor; no
/// file is read or written unless a test calls the requirements.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol FileDocument {
    /// The file and data types that the document reads from.
    static var readableContentTypes: [UTType] { get }
    /// The file types that the document supports saving or exporting to.
    static var writableContentTypes: [UTType] { get }
    /// Creates a document and initializes it with the contents of a file.
    init(configuration: Self.ReadConfiguration) throws
    /// The configuration for reading document contents.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// Serializes a document snapshot to a file wrapper.
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// The configuration for serializing document contents.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension FileDocument {
    /// The types the document reads, by default also the ones it writes.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A type that you use to serialize reference type documents to and from file.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol ReferenceFileDocument: ObservableObject {
    /// A type that represents the document's stored content.
    associatedtype Snapshot
    /// The file and data types that the document reads from.
    static var readableContentTypes: [UTType] { get }
    /// The file types that the document supports saving or exporting to.
    static var writableContentTypes: [UTType] { get }
    /// Creates a document and initializes it with the contents of a file.
    init(configuration: Self.ReadConfiguration) throws
    /// The configuration for reading document contents.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// Creates a snapshot that represents the current state of the document.
    func snapshot(contentType: UTType) throws -> Self.Snapshot
    /// Serializes a document snapshot to a file wrapper.
    func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// The configuration for serializing document contents.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ReferenceFileDocument {
    /// The types the document reads, by default also the ones it writes.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The configuration for reading file contents.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FileDocumentReadConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the document content.
    public let file: FileWrapper

    /// A read of `file` as `contentType`.
    init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// The configuration for serializing file contents.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FileDocumentWriteConfiguration {
    /// The expected uniform type of the file contents.
    public let contentType: UTType
    /// The file wrapper containing the current document content, or `nil` for a new document.
    public let existingFile: FileWrapper?

    /// A write as `contentType` over `existingFile`.
    init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// The properties of an open file document.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FileDocumentConfiguration<Document> where Document: FileDocument {
    /// The current document model; writing it changes the document the group keeps.
    @Binding public var document: Document
    /// The URL of the open file document (`nil`: a new document is never saved headlessly).
    public var fileURL: URL?
    /// A Boolean that indicates whether you can edit the document.
    public var isEditable: Bool

    /// The configuration of the document `document` binds to.
    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

@available(*, unavailable)
extension FileDocumentConfiguration: Sendable {}

/// The properties of an open reference file document.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct ReferenceFileDocumentConfiguration<Document>
where Document: ReferenceFileDocument {
    /// The current document model.
    @ObservedObject public var document: Document
    /// The URL of the open file document (`nil`: a new document is never saved headlessly).
    public var fileURL: URL?
    /// A Boolean that indicates whether you can edit the document.
    public var isEditable: Bool

    /// The configuration of `document`.
    init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

@available(*, unavailable)
extension FileDocumentReadConfiguration: Sendable {}

@available(*, unavailable)
extension FileDocumentWriteConfiguration: Sendable {}
