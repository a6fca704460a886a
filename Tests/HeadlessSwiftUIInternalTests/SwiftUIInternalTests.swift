// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

/// The parent of every suite in this target, serialized as a whole: the suites share one event
/// log and one headless world, as HeadlessSwiftUITests' suites do under their own parent.
@Suite(.serialized, .headlessWorld) @MainActor enum SwiftUIInternalTests {}
