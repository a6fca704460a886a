// ViewLifecycle · HeadlessSwiftUITests

import Testing

/// The parent of every suite in this target, serialized as a whole: the suites share one event
/// log and one headless world, and the task tests suspend, which would let another suite run.
@Suite(.serialized, .headlessWorld) @MainActor enum SwiftUITests {}
