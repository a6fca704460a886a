// ViewLifecycle · HeadlessUIKit

/// The main thread's graphics-context stack, as a world part: a new world starts with none
/// current, whatever the last test began and did not end.
@MainActor
final class MainGraphicsContexts: HeadlessWorldPart {
    /// The stack.
    let stack = GraphicsContextStack()

    nonisolated init() {}

    nonisolated func tearDown() {}
}
