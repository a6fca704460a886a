// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Returns the result of recomputing the view's body with the provided animation.
///
/// The state changes land as any other (animations are not drawn headlessly).
@MainActor @preconcurrency
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows
    -> Result
{
    try body()
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete.
///
/// The completion runs on the run loop once virtual time has passed the animation's duration
/// (`Headless.advance(by:)`, `runUntilIdle()`); without an animation, on the next turn.
@MainActor @preconcurrency
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    let duration = animation?.duration ?? 0
    if duration.isFinite {
        HeadlessWorld.shared.schedule(after: duration, completion)
    }
    return result
}
