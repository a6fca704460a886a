// ViewLifecycle · ViewLifecycleTests

import Testing

/// The parent of every behaviour suite in this target, serialized as a whole: the suites share
/// one event log and one headless world.
@Suite(.serialized, .headlessWorld) @MainActor enum ModifierTests {}
