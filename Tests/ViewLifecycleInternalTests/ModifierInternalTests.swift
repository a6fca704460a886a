// ViewLifecycle · ViewLifecycleInternalTests

import HeadlessTestSupport
import Testing

/// The parent of the suites in this target that share one event log and one headless world,
/// serialized as a whole, as ViewLifecycleTests' behaviour suites are under their own parent.
@Suite(.serialized, .headlessWorld) @MainActor enum ModifierInternalTests {}
