// ViewLifecycle · HeadlessTesting

extension Headless {
    /// What `Headless.explore(_:seed:steps:invariant:)` throws when a check fails: the finding
    /// and the shortest list of actions found that still fails the same way, as Swift to paste
    /// into a test.
    public struct ExplorationFailure: Error, CustomStringConvertible {
        /// What failed, in a sentence: the kind of check and what it saw.
        public let finding: String
        /// The seed of the run that failed first.
        public let seed: UInt64
        /// How many actions that run played before it failed.
        public let originalCount: Int
        /// The shrunk actions, in order: replayed from a fresh world, they fail the same way.
        public let actions: [ExplorerAction]

        /// The shrunk actions as Swift statements, one a line.
        public var code: String {
            actions.map(\.description).joined(separator: "\n")
        }

        /// The finding, the seed and the actions to paste.
        public var description: String {
            let shrunk =
                actions.isEmpty
                ? "showing the screen and closing its window fails the same way, with no action."
                : "these \(actions.count) fail the same way:\n\(code)"
            return """
                The explorer found \(finding)
                after \(originalCount) actions from seed \(seed); \(shrunk)
                """
        }
    }
}
