// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// NSAttributedString(data:options:documentAttributes:) as apps call it to show HTML in a label
// (UIKit's NSAttributedString.h). Headlessly HTML is read as a browser lays out its text, with
// links kept; fonts and colours are not imported (Docs/HeadlessUIKit.md).
@Suite(.serialized, .headlessWorld) @MainActor struct NSAttributedStringDocumentReadingTests {
    private func html(_ text: String) throws -> NSAttributedString {
        try NSAttributedString(
            data: Data(text.utf8),
            options: [
                .documentType: NSAttributedString.DocumentType.html,
                .characterEncoding: String.Encoding.utf8.rawValue,
            ],
            documentAttributes: nil)
    }

    @Test("blocks end lines, white space collapses, entities decode, hidden elements go")
    func text() throws {
        let page = """
            <html><head><title>Notes</title><style>p { color: red; }</style></head>
            <body><p>Hello   <b>world</b></p>
            <p>Second&nbsp;line &amp; more&hellip;</p>Line<br>break &#8364;&#x20AC;<script>alert(1)</script>
            </body></html>
            """
        #expect(try html(page).string == "Hello world\nSecond\u{00A0}line & more…\nLine\nbreak €€")
    }

    @Test("a link keeps its URL on its text")
    func links() throws {
        let read = try html(#"See <a href="https://example.com/a?b=1">the docs</a> now"#)
        #expect(read.string == "See the docs now")
        var range = NSRange()
        let link = read.attribute(.link, at: 4, effectiveRange: &range) as? URL
        #expect(link == URL(string: "https://example.com/a?b=1"))
        #expect(range == NSRange(location: 4, length: 8))
        #expect(read.attribute(.link, at: 0, effectiveRange: nil) == nil)
    }

    @Test("the document's attributes say its type; plain text keeps the default attributes")
    func attributesAndPlainText() throws {
        var attributes: NSDictionary?
        _ = try NSAttributedString(data: Data("<p>x</p>".utf8), documentAttributes: &attributes)
        #expect(
            attributes?[NSAttributedString.DocumentAttributeKey.documentType.rawValue] as? String
                == NSAttributedString.DocumentType.html.rawValue)
        let plain = try NSAttributedString(
            data: Data("a <b> c".utf8),
            options: [
                .documentType: NSAttributedString.DocumentType.plain,
                .defaultAttributes: [NSAttributedString.Key.kern: 2.0],
            ],
            documentAttributes: nil)
        #expect(plain.string == "a <b> c")
        #expect(plain.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 2)
    }

    @Test("RTF and text in another encoding are errors that say why")
    func errors() {
        #expect {
            _ = try NSAttributedString(
                data: Data("{\\rtf1 x}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                documentAttributes: nil)
        } throws: { error in
            (error as? CocoaError)?.userInfo[NSLocalizedDescriptionKey] as? String
                == "NSRTFTextDocumentType documents cannot be read headlessly: only plain text and HTML can."
        }
        #expect(throws: CocoaError.self) {
            _ = try NSAttributedString(
                data: Data([0xFF, 0xFE, 0x00, 0xD8]),
                options: [.characterEncoding: String.Encoding.utf8.rawValue],
                documentAttributes: nil)
        }
    }
}
