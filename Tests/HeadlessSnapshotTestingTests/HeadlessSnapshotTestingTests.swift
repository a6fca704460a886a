// ViewLifecycle · HeadlessSnapshotTestingTests

import HeadlessTestSupport
import Testing

/// The parent of every suite in this target, serialized as a whole: the suites share one
/// headless world.
@Suite(.serialized, .headlessWorld) @MainActor enum HeadlessSnapshotTestingTests {}
