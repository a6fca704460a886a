// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIPasteboard.h in the iOS 17.4 SDK (the typed properties read and write items of the
// UTI types; `changeCount` counts changes; `types` are the first item's). The type identifiers are
// UTType's (`public.utf8-plain-text`, `public.url`, `public.png`).
@Suite(.serialized, .headlessWorld) @MainActor struct UIPasteboardTests {
    @Test("the general pasteboard is one pasteboard that keeps what is copied")
    func generalKeepsAString() {
        let pasteboard = UIPasteboard.general
        #expect(UIPasteboard.general === pasteboard)
        #expect(!pasteboard.hasStrings)
        #expect(pasteboard.string == nil)
        pasteboard.string = "Hello"
        #expect(UIPasteboard.general.string == "Hello")
        #expect(pasteboard.hasStrings)
        #expect(!pasteboard.hasURLs)
        #expect(pasteboard.strings == ["Hello"])
        #expect(pasteboard.types == ["public.utf8-plain-text"])
        #expect(pasteboard.numberOfItems == 1)
        #expect(pasteboard.changeCount == 1)
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("Hello".utf8))
        #expect(pasteboard.isPersistent)
    }

    @Test("setting one kind replaces every item; strings make one item each")
    func settingReplaces() {
        let pasteboard = UIPasteboard.general
        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.string == "a")
        let url = URL(string: "https://example.com")!
        pasteboard.url = url
        #expect(pasteboard.urls == [url])
        #expect(pasteboard.strings == nil)
        #expect(!pasteboard.hasStrings)
        #expect(pasteboard.hasURLs)
        pasteboard.color = .red
        #expect(pasteboard.hasColors)
        #expect(pasteboard.colors == [.red])
        #expect(pasteboard.changeCount == 3)
        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0)
        #expect(pasteboard.changeCount == 4)
    }

    @Test("raw items: values by type, item sets and added items")
    func rawItems() {
        let pasteboard = UIPasteboard.withUniqueName()
        #expect(pasteboard !== UIPasteboard.general)
        pasteboard.setValue("x", forPasteboardType: "public.text")
        #expect(pasteboard.value(forPasteboardType: "public.text") as? String == "x")
        #expect(pasteboard.contains(pasteboardTypes: ["public.text"]))
        pasteboard.addItems([["public.png": Data([1, 2])]])
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.itemSet(withPasteboardTypes: ["public.png"]) == IndexSet(integer: 1))
        #expect(pasteboard.data(forPasteboardType: "public.png", inItemSet: nil) == [Data([1, 2])])
        #expect(pasteboard.types(forItemSet: nil) == [["public.text"], ["public.png"]])
        #expect(UIPasteboard.general.numberOfItems == 0)
    }

    @Test("a new world starts with an empty general pasteboard")
    func resetEmptiesGeneral() {
        UIPasteboard.general.string = "left over"
        Headless.reset()
        #expect(UIPasteboard.general.string == nil)
        #expect(UIPasteboard.general.changeCount == 0)
    }
}
