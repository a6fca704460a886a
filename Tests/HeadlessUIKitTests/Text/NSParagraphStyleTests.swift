// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: NSParagraphStyle.h in the iOS 17.4 SDK (NSMutableParagraphStyle redeclares every
// property read-write; both adopt NSCopying and NSMutableCopying).
@Suite(.serialized, .headlessWorld) @MainActor struct NSParagraphStyleTests {
    @Test("a mutable style keeps what the app sets and carries it into an attributed string")
    func mutableStyleKeepsValues() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.lineHeightMultiple = 0.8
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        #expect(style.lineSpacing == 4)
        #expect(style.lineHeightMultiple == 0.8)
        #expect(style.alignment == .center)
        #expect(style.lineBreakMode == .byTruncatingTail)
        let text = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
        let read = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(read?.lineSpacing == 4)
    }

    @Test("copies keep the values; a mutable copy of the default style can change")
    func copies() throws {
        let mutable = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(mutable.alignment == .left)
        mutable.paragraphSpacing = 10
        let frozen = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.paragraphSpacing == 10)
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(frozen)
        #expect(other.paragraphSpacing == 10)
        let tab = NSTextTab(textAlignment: .left, location: 20, options: [:])
        other.addTabStop(tab)
        #expect(other.tabStops.count == 1)
        other.removeTabStop(tab)
        #expect(other.tabStops.isEmpty)
    }
}
