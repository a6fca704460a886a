// ViewLifecycle · HeadlessSwiftUI

/// A scene that enables support for opening, creating, and saving documents.
///
/// Headlessly a launch opens one window: a group that creates documents shows its editor on a
/// new document, kept for the window's life as `@State` (a value document) or `@StateObject`
/// (a reference document); a viewing-only group has no document to open, so it shows nothing.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DocumentGroup<Document, Content>: Scene where Content: View {
    /// The window a launch shows, or `nil` for a viewing-only group.
    let window: (@MainActor () -> AnyView)?

    /// A document group is understood directly by the launch; its body is never asked for.
    @MainActor @preconcurrency public var body: some Scene { Self.primitiveBody() }

    /// Stops: a document group's body is never asked for.
    private static func primitiveBody() -> Never { fatalError("DocumentGroup has no body") }
}

@available(*, unavailable)
extension DocumentGroup: Sendable {}

extension DocumentGroup: PrimitiveScene {
    @MainActor func windowContent() -> AnyView? { window?() }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DocumentGroup where Document: FileDocument {
    /// Creates a document group for creating and editing file documents: a launch shows the
    /// editor on `newDocument()`.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        nonisolated(unsafe) let newDocument = newDocument
        nonisolated(unsafe) let editor = editor
        window = { AnyView(FileDocumentWindow(document: newDocument(), editor: editor)) }
    }

    /// Creates a document group capable of viewing file documents (no document opens at launch).
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = nil
    }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DocumentGroup where Document: ReferenceFileDocument {
    /// Creates a document group for creating and editing reference file documents: a launch
    /// shows the editor on `newDocument()`.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        nonisolated(unsafe) let newDocument = newDocument
        nonisolated(unsafe) let editor = editor
        window = { AnyView(ReferenceFileDocumentWindow(document: newDocument(), editor: editor)) }
    }

    /// Creates a document group capable of viewing reference file documents (no document opens
    /// at launch).
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = nil
    }
}

/// A window editing a new value document, kept as the window's state.
struct FileDocumentWindow<Document: FileDocument, Content: View>: View {
    /// The document.
    @State var document: Document
    /// Builds the editor from the document's configuration.
    let editor: (FileDocumentConfiguration<Document>) -> Content

    var body: some View {
        editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
    }
}

/// A window editing a new reference document, kept as the window's state object.
struct ReferenceFileDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
    /// The document.
    @StateObject var document: Document
    /// Builds the editor from the document's configuration.
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    init(
        document: @autoclosure @escaping () -> Document,
        editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        _document = StateObject(wrappedValue: document())
        self.editor = editor
    }

    var body: some View {
        editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
    }
}
