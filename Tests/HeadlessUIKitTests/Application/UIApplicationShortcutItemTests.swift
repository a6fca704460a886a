// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIApplicationShortcutItem.h (iOS 17.4 SDK): the designated initializer with subtitle,
// icon and user info; the mutable subclass's settable properties.
@Suite(.serialized, .headlessWorld) @MainActor struct UIApplicationShortcutItemTests {
    @Test("a quick action keeps what it is made with; the mutable one takes changes")
    func quickActions() {
        let icon = UIApplicationShortcutIcon(type: .add)
        let item = UIApplicationShortcutItem(
            type: "com.example.new", localizedTitle: "New Note", localizedSubtitle: "Blank",
            icon: icon, userInfo: ["folder": NSString(string: "Inbox")])
        #expect(item.type == "com.example.new")
        #expect(item.localizedTitle == "New Note")
        #expect(item.localizedSubtitle == "Blank")
        #expect(item.icon === icon)
        #expect(item.userInfo?["folder"] as? NSString == "Inbox")
        let short = UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search")
        #expect(short.localizedSubtitle == nil && short.icon == nil && short.userInfo == nil)
        let mutable = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
        mutable.type = "b"
        mutable.localizedTitle = "B"
        mutable.localizedSubtitle = "Sub"
        #expect([mutable.type, mutable.localizedTitle, mutable.localizedSubtitle] == ["b", "B", "Sub"])
    }
}
