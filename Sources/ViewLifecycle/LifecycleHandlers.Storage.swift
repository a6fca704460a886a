// ViewLifecycle · ViewLifecycle

extension LifecycleHandlers {
    /// The handlers one view update supplied, never changed once made (merging makes a new one).
    ///
    /// The handlers of one kind are composed into one closure, in the order they were attached,
    /// and kept in a `let`: delivery calls each borrowed from this object, so a call costs no
    /// reference counting, which closures read out of an array would (the array could change
    /// under the call, so Swift copies each one first).
    final class Storage {
        /// Handlers of one event kind each.
        let single: SingleEventHandlers
        /// Handlers of every event.
        let every: EventHandler?
        /// Visibility handlers.
        let visibility: ((Bool) -> Void)?
        /// Work started at `didAppear`.
        let visibleTasks: [VisibleTask]
        /// Visibility handlers with a threshold, in the order they were attached.
        let thresholds: [ThresholdHandler]

        init(
            single: SingleEventHandlers = SingleEventHandlers(), every: EventHandler? = nil,
            visibility: ((Bool) -> Void)? = nil, visibleTasks: [VisibleTask] = [],
            thresholds: [ThresholdHandler] = []
        ) {
            self.single = single
            self.every = every
            self.visibility = visibility
            self.visibleTasks = visibleTasks
            self.thresholds = thresholds
        }

        /// The handlers of `self` followed by those of `other`.
        func merging(_ other: Storage) -> Storage {
            Storage(
                single: single.merging(other.single), every: Self.sequence(every, other.every),
                visibility: Self.sequence(visibility, other.visibility),
                visibleTasks: visibleTasks + other.visibleTasks, thresholds: thresholds + other.thresholds)
        }

        // Neither generic nor written with `??`: a closure passed through a generic parameter is
        // wrapped in reabstraction thunks, which every delivery would then call through.

        /// `first` then `second` as one handler, or whichever of them exists.
        static func sequence(_ first: (() -> Void)?, _ second: (() -> Void)?) -> (() -> Void)? {
            guard let first else { return second }
            guard let second else { return first }
            return {
                first()
                second()
            }
        }

        /// `first` then `second` as one handler, or whichever of them exists.
        static func sequence(_ first: EventHandler?, _ second: EventHandler?) -> EventHandler? {
            guard let first else { return second }
            guard let second else { return first }
            return { event, context in
                first(event, context)
                second(event, context)
            }
        }

        /// `first` then `second` as one handler, or whichever of them exists.
        static func sequence(_ first: ((Bool) -> Void)?, _ second: ((Bool) -> Void)?) -> ((Bool) -> Void)? {
            guard let first else { return second }
            guard let second else { return first }
            return { visible in
                first(visible)
                second(visible)
            }
        }
    }
}
