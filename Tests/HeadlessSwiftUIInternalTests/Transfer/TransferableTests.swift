// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing
import UniformTypeIdentifiers

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: the transfer declarations app code writes compile and a custom transferable
    // is shared as its description. Headless only: sharing is read from `Headless.shares`.
    @Suite(.serialized) @MainActor struct TransferableTests {
        struct Note: Codable, Transferable, CustomStringConvertible {
            let text: String
            var description: String { "Note(\(text))" }

            static var transferRepresentation: some TransferRepresentation {
                CodableRepresentation(contentType: .json)
                DataRepresentation(exportedContentType: .utf8PlainText) { Data($0.text.utf8) }
                    .suggestedFileName("note.txt")
                ProxyRepresentation(exporting: \.text)
                    .visibility(.ownProcess)
            }
        }

        struct Notes: View {
            var body: some View {
                ShareLink(items: [Note(text: "a"), Note(text: "b")], subject: Text("Notes")) { note in
                    SharePreview(note.text, image: Image("note"))
                } label: {
                    Text("Share notes")
                }
            }
        }

        @Test("a custom transferable is shared as its description, with each item's preview title")
        func sharesCustom() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Notes()))
            try Headless.tap("Share notes")
            #expect(
                Headless.shares == [
                    Headless.Share(
                        items: ["Note(a)", "Note(b)"], subject: "Notes", previewTitles: ["a", "b"])
                ])
            #expect(
                Headless.screen() == """
                    Button "Share notes"
                    ShareSheet
                      Text "a"
                      Text "b"
                      Button "Close"

                    """)
        }

        struct Shelf: View {
            @State private var titles = ["Odyssey", "Iliad"]

            var body: some View {
                VStack {
                    ForEach(titles, id: \.self) { Text($0) }
                        .onInsert(of: [.plainText]) { index, providers in log("insert \(index)") }
                    Button("Add") { titles.append("Aeneid") }
                }
            }
        }

        @Test("onInsert is inert: its rows show and update as without it; nothing is ever dropped")
        func insertIsInert() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Shelf()))
            #expect(Headless.screen() == "Text \"Odyssey\"\nText \"Iliad\"\nButton \"Add\"\n")
            try Headless.tap("Add")
            #expect(
                Headless.screen() == "Text \"Odyssey\"\nText \"Iliad\"\nText \"Aeneid\"\nButton \"Add\"\n")
            #expect(log.take() == [])
        }

        @Test("UTType: identifiers, known parents, exported types conform to data")
        func types() {
            #expect(UTType("public.png") == .png)
            #expect(UTType("com.example.unknown") == nil)
            #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .item))
            #expect(!UTType.png.conforms(to: .text))
            let book = UTType(exportedAs: "com.example.book")
            #expect(book.identifier == "com.example.book" && book.conforms(to: .data))
            #expect(UTType(importedAs: "com.example.page", conformingTo: .json).conforms(to: .text))
        }
    }
}
