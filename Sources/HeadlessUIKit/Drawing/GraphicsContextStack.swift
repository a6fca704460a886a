// ViewLifecycle · HeadlessUIKit

import Foundation

/// UIKit's stack of current graphics contexts (`UIGraphicsGetCurrentContext()`), one per thread
/// as in UIKit: a renderer's block and `UIGraphicsBeginImageContext` push one,
/// `UIGraphicsPushContext` pushes the caller's, and each pop takes the innermost off.
///
/// The main thread's stack belongs to the world, so `Headless.reset()` ends the image contexts
/// a test left current; each other thread keeps its own.
final class GraphicsContextStack: @unchecked Sendable {
    /// One current context: for an image context, the size and scale its image is made at.
    struct Entry {
        let context: CGContext
        let image: (size: CGSize, scale: CGFloat)?
    }

    /// The contexts, innermost last.
    var entries: [Entry] = []

    private static let key = "ViewLifecycle.GraphicsContextStack"

    /// The calling thread's stack.
    static var current: GraphicsContextStack {
        if ConcurrencyRuntime.isOnMainActor {
            return MainActor.assumeIsolated { HeadlessWorld.shared.part(MainGraphicsContexts.self).stack }
        }
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current on this thread.
    /// Contexts the block pushed and left, or popped beyond its own, are cut back to where the
    /// stack stood.
    static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        let stack = current
        let depth = stack.entries.count
        stack.entries.append(Entry(context: context, image: nil))
        defer { stack.entries.removeSubrange(min(depth, stack.entries.count)...) }
        return try body()
    }
}

/// The main screen's scale, which a scale of 0 and the default image format mean; 3 off the main
/// actor, where the headless screen cannot be read.
func mainScreenScale() -> CGFloat {
    ConcurrencyRuntime.isOnMainActor ? MainActor.assumeIsolated { UIScreen.main.scale } : 3
}
