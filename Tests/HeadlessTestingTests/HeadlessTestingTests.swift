// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import Testing

/// The parent of every suite in this target, serialized as a whole: the suites share one
/// headless world, which the explorer resets for every run.
@Suite(.serialized, .headlessWorld) @MainActor enum HeadlessTestingTests {}
