// ViewLifecycle · HeadlessSwiftUI

/// What both representable contexts carry besides the coordinator: the environment, with a
/// recorder of the keys read from it, and the transaction.
struct RepresentableContextValues {
    var environment: EnvironmentValues
    var transaction: Transaction

    init(environment: EnvironmentValues, recorder: EnvironmentReadRecorder) {
        var tracked = environment
        tracked.readRecorder = recorder
        self.environment = tracked
        self.transaction = Transaction()
    }
}
