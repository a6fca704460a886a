// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

/// Visibility is `phase == visible && scene active`, reported on change only.
struct VisibilityTrackerTests {
    @Test("visibility follows the phase and is reported on change only")
    func followsPhase() {
        var tracker = VisibilityTracker()
        #expect(tracker.phaseChanged(to: .appearing) == nil)
        #expect(tracker.phaseChanged(to: .visible) == true)
        #expect(tracker.phaseChanged(to: .visible) == nil)
        #expect(tracker.phaseChanged(to: .disappearing) == false)
        #expect(tracker.phaseChanged(to: .hidden) == nil)
    }

    @Test("an inactive scene hides a visible view and reactivation shows it again")
    func followsScene() {
        var tracker = VisibilityTracker()
        _ = tracker.phaseChanged(to: .visible)
        #expect(tracker.sceneActivityChanged(isActive: false) == false)
        #expect(tracker.sceneActivityChanged(isActive: false) == nil)
        #expect(tracker.phaseChanged(to: .disappearing) == nil)
        #expect(tracker.phaseChanged(to: .visible) == nil)
        #expect(tracker.sceneActivityChanged(isActive: true) == true)
        #expect(tracker.isVisible)
    }

    @Test("a tracker created for an inactive scene reports nothing until it activates")
    func startsInactive() {
        var tracker = VisibilityTracker(isSceneActive: false)
        #expect(tracker.phaseChanged(to: .visible) == nil)
        #expect(tracker.sceneActivityChanged(isActive: true) == true)
    }
}
