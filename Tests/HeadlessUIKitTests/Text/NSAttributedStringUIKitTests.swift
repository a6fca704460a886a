// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: NSTextAttachment.h and NSStringDrawing.h (iOS 17.4 SDK).
@Suite(.serialized, .headlessWorld) @MainActor struct NSAttributedStringUIKitTests {
    @Test("init(attachment:) is one U+FFFC carrying the attachment, which containsAttachments(in:) finds")
    func attachment() {
        let attachment = NSTextAttachment()
        let string = NSMutableAttributedString(string: "ab")
        string.insert(NSAttributedString(attachment: attachment), at: 1)
        #expect(string.string == "a\u{FFFC}b")
        #expect(string.attribute(.attachment, at: 1, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(string.containsAttachments(in: NSRange(location: 0, length: 3)))
        #expect(!string.containsAttachments(in: NSRange(location: 2, length: 1)))
    }

    @Test("measuring and drawing lay nothing out: zero sizes, each call listed as inert")
    func measuringIsInert() {
        let string = NSAttributedString(string: "Title")
        #expect(string.size() == .zero)
        #expect(string.boundingRect(with: CGSize(width: 100, height: 100), context: nil) == .zero)
        string.draw(at: .zero)
        #expect(
            Headless.inertCalls == [
                "NSAttributedString.boundingRect(with:options:context:)", "NSAttributedString.draw(at:)",
                "NSAttributedString.size()",
            ])
    }

    @Test("the UIKit attribute scope: keys named as NSAttributedString.Key, reachable by dynamic lookup")
    func uiKitScope() {
        var container = AttributeContainer()
        container.uiKit.foregroundColor = UIColor.red
        container.uiKit.kern = 2
        container.uiKit.underlineStyle = .single
        let string = AttributedString("Hi", attributes: container)
        #expect(string.uiKit.foregroundColor == UIColor.red)
        #expect(string.uiKit.kern == 2)
        #expect(AttributeScopes.UIKitAttributes.FontAttribute.name == NSAttributedString.Key.font.rawValue)
        #expect(AttributeScopes.UIKitAttributes.ForegroundColorAttribute.name == "NSColor")
        #expect(AttributeScopes.UIKitAttributes.UnderlineStyleAttribute.name == "NSUnderline")
    }
}
