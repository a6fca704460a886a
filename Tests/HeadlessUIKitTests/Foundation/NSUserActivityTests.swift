// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Foundation's NSUserActivity.h (the toolchain's Foundation lacks it): becomeCurrent,
// resignCurrent and invalidate; addUserInfoEntriesFromDictionary: merges, later keys winning.
@Suite(.serialized, .headlessWorld) @MainActor struct NSUserActivityTests {
    @Test("an activity is current between becomeCurrent and resignCurrent, and never after invalidate")
    func currency() {
        let activity = NSUserActivity(activityType: "com.example.reading")
        #expect(!activity.isCurrent)
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.resignCurrent()
        #expect(!activity.isCurrent)
        activity.becomeCurrent()
        activity.invalidate()
        activity.becomeCurrent()
        #expect(!activity.isCurrent && activity.isInvalidated)
    }

    @Test("added user info entries merge into what is there, the new value winning")
    func userInfo() {
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.addUserInfoEntries(from: ["page": 1, "book": "Emma"])
        activity.addUserInfoEntries(from: ["page": 2])
        #expect(activity.userInfo?["page"] as? Int == 2)
        #expect(activity.userInfo?["book"] as? String == "Emma")
        #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch)
    }

    @Test("a responder keeps its activity; a class describes itself by its qualified name")
    func responderAndDescription() {
        final class Reader: UIViewController {}
        let reader = Reader()
        reader.userActivity = NSUserActivity(activityType: "com.example.reading")
        #expect(reader.userActivity?.activityType == "com.example.reading")
        #expect(UIView.description() == "HeadlessUIKit.UIView")
    }
}
