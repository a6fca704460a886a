// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing
import UniformTypeIdentifiers

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

/// A counter saved as its decimal text.
struct CounterDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var count: Int

    init(count: Int = 0) {
        self.count = count
    }

    init(configuration: ReadConfiguration) throws {
        let text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        count = Int(text) ?? 0
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(String(count).utf8))
    }
}

/// A counter kept by reference, saved as its decimal text.
final class NotesDocument: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    @Published var notes: [String]

    init(notes: [String] = []) {
        self.notes = notes
    }

    init(configuration: ReadConfiguration) throws {
        notes = []
    }

    func snapshot(contentType: UTType) throws -> [String] { notes }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8))
    }
}

/// A document app that edits a new counter.
struct CounterApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: CounterDocument(count: 1)) { file in
            VStack {
                Text(
                    "Count \(file.document.count), editable \(file.isEditable), url \(file.fileURL == nil ? "none" : "some")"
                )
                Button("Increment") { file.document.count += 1 }
            }
        }
    }
}

/// A document app that edits a new notes document.
struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { NotesDocument(notes: ["first"]) }) { file in
            VStack {
                Text("Notes \(file.document.notes.joined(separator: ", "))")
                Button("Add") { file.document.notes.append("more") }
            }
        }
    }
}

/// A viewer app, which opens no document at launch.
struct ViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: CounterDocument.self) { file in
            Text("Count \(file.document.count)")
        }
    }
}

extension SwiftUIInternalTests {
    // Issue 32: a document group's launch shows its editor on a new document, which the editor
    // changes through the configuration (no file is read or written headlessly).
    @Suite(.serialized) @MainActor struct DocumentGroupTests {
        @Test("a value document's editor shows the new document and writes it through the binding")
        func fileDocument() throws {
            _ = Log.start()
            Headless.launch(CounterApp.self)
            #expect(
                Headless.screen() == """
                    Text "Count 1, editable true, url none"
                    Button "Increment"

                    """)
            try Headless.tap("Increment")
            #expect(
                Headless.screen() == """
                    Text "Count 2, editable true, url none"
                    Button "Increment"

                    """)
        }

        @Test("a reference document's editor observes the document it changes")
        func referenceDocument() throws {
            _ = Log.start()
            Headless.launch(NotesApp.self)
            try Headless.tap("Add")
            #expect(
                Headless.screen() == """
                    Text "Notes first, more"
                    Button "Add"

                    """)
        }

        @Test("a viewing-only group has no document to show at launch")
        func viewer() {
            _ = Log.start()
            Headless.launch(ViewerApp.self)
            #expect(Headless.screen() == "")
        }

        @Test("documents read and write through their configurations and file wrappers")
        func serialization() throws {
            let file = FileWrapper(regularFileWithContents: Data("41".utf8))
            let document = try CounterDocument(configuration: .init(contentType: .plainText, file: file))
            #expect(document.count == 41)
            let written = try document.fileWrapper(
                configuration: .init(contentType: .plainText, existingFile: file))
            #expect(written.regularFileContents == Data("41".utf8))
            #expect(CounterDocument.writableContentTypes == [.plainText])
            #expect(NotesDocument.writableContentTypes == [.plainText])
            let notes = NotesDocument(notes: ["a", "b"])
            let snapshot = try notes.snapshot(contentType: .plainText)
            let wrapper = try notes.fileWrapper(
                snapshot: snapshot, configuration: .init(contentType: .plainText, existingFile: nil))
            #expect(wrapper.regularFileContents == Data("a\nb".utf8))
        }

        @Test("a directory file wrapper names its children, numbering a taken name")
        func directories() {
            let folder = FileWrapper(directoryWithFileWrappers: [
                "a.txt": FileWrapper(regularFileWithContents: Data())
            ])
            #expect(folder.isDirectory)
            #expect(!folder.isRegularFile)
            #expect(
                folder.addRegularFile(withContents: Data("x".utf8), preferredFilename: "a.txt") == "2 a.txt")
            #expect(folder.fileWrappers?.keys.sorted() == ["2 a.txt", "a.txt"])
            folder.removeFileWrapper(folder.fileWrappers!["a.txt"]!)
            #expect(folder.fileWrappers?.keys.sorted() == ["2 a.txt"])
        }
    }
}
