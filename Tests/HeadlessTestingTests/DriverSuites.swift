// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import Testing

/// The parent of the suites that drive the world with HeadlessTesting's queries and gestures,
/// serialized as a whole: they share one event log and one headless world.
@Suite(.serialized, .headlessWorld) @MainActor enum DriverSuites {}
