// ViewLifecycle · HeadlessTestSupport

/// Why a controller was appearing or disappearing, as its four documented flags read.
public struct Motion: OptionSet, Hashable, Sendable {
    /// The flags as bits.
    public let rawValue: Int
    /// `isMovingToParent` was true.
    public static let movingToParent = Motion(rawValue: 1 << 0)
    /// `isMovingFromParent` was true.
    public static let movingFromParent = Motion(rawValue: 1 << 1)
    /// `isBeingPresented` was true.
    public static let beingPresented = Motion(rawValue: 1 << 2)
    /// `isBeingDismissed` was true.
    public static let beingDismissed = Motion(rawValue: 1 << 3)

    /// Creates a set of flags from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Reads the four flags of `controller` now.
    ///
    /// - Parameter controller: The controller, usually inside one of its callbacks.
    @MainActor public init(of controller: UIViewController) {
        var motion: Motion = []
        if controller.isMovingToParent { motion.insert(.movingToParent) }
        if controller.isMovingFromParent { motion.insert(.movingFromParent) }
        if controller.isBeingPresented { motion.insert(.beingPresented) }
        if controller.isBeingDismissed { motion.insert(.beingDismissed) }
        self = motion
    }
}
