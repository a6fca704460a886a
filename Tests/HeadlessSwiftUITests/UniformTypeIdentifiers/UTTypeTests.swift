// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing
import UniformTypeIdentifiers

extension SwiftUITests {
    // Source: UTCoreTypes.h of the iOS 17.4 SDK, which gives each system type's identifier and the
    // types it conforms to; the extensions and MIME types are the registered ones. Written against
    // Apple's names, so scripts/ios-typecheck-tests.sh checks it against the real module.
    @Suite struct UTTypeTests {
        @Test("system types have their identifiers, and conform through their parents")
        func conformance() {
            #expect(UTType.png.identifier == "public.png")
            #expect(UTType.pdf.identifier == "com.adobe.pdf")
            #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data))
            #expect(UTType.png.conforms(to: .item))
            #expect(!UTType.png.conforms(to: .text))
            #expect(UTType.swiftSource.conforms(to: .plainText))
            #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image))
            #expect(!UTType.png.isSubtype(of: .png))
            #expect(
                UTType.utf8PlainText.supertypes.isSuperset(of: [.plainText, .text, .data, .content, .item]))
        }

        @Test("a type is found by its identifier, its extension or its MIME type, without case")
        func lookup() {
            #expect(UTType("public.json") == .json)
            #expect(UTType(filenameExtension: "JPG") == .jpeg)
            #expect(UTType(mimeType: "application/pdf") == .pdf)
            #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true)
            #expect(UTType.types(tag: "html", tagClass: .filenameExtension, conformingTo: nil) == [.html])
            #expect(UTType.png.preferredFilenameExtension == "png")
            #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
            #expect(UTType.jpeg.tags[.filenameExtension]?.contains("jpg") == true)
            #expect(UTType.png.isPublic && UTType.png.isDeclared && !UTType.png.isDynamic)
        }

        @Test("a type made from an unknown extension is dynamic and conforms to data")
        func dynamic() throws {
            let type = try #require(UTType(filenameExtension: "notareal"))
            #expect(type.isDynamic && !type.isDeclared)
            #expect(type.conforms(to: .data))
            #expect(type.preferredFilenameExtension == "notareal")
        }

        @Test("an app's own type conforms to its parent, or to data")
        func appTypes() {
            let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
            #expect(note.identifier == "com.example.note")
            #expect(note.conforms(to: .json) && note.conforms(to: .text))
            #expect(UTType(importedAs: "com.example.blob").conforms(to: .data))
        }

        @Test("a type survives encoding, and a URL takes its extension")
        func codingAndURLs() throws {
            let encoded = try JSONEncoder().encode([UTType.png, .json])
            #expect(try JSONDecoder().decode([UTType].self, from: encoded) == [.png, .json])
            let folder = URL(fileURLWithPath: "/tmp")
            #expect(
                folder.appendingPathComponent("photo", conformingTo: .png).lastPathComponent == "photo.png")
            #expect(
                folder.appendingPathComponent("photo.png", conformingTo: .png).lastPathComponent
                    == "photo.png")
            #expect(
                folder.appendingPathComponent("report").appendingPathExtension(for: .pdf).lastPathComponent
                    == "report.pdf")
        }
    }
}
