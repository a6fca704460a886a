// ViewLifecycle · ViewLifecycle

extension LifecycleHandlers {
    /// One composed handler per event kind, `nil` for a kind nobody asked for.
    struct SingleEventHandlers {
        private var load: (() -> Void)?
        private var willAppear: (() -> Void)?
        private var isAppearing: (() -> Void)?
        private var didAppear: (() -> Void)?
        private var willDisappear: (() -> Void)?
        private var didDisappear: (() -> Void)?

        /// No handlers.
        init() {}

        /// One handler of the kind of `sample`, whatever its `animated` flag.
        init(on sample: LifecycleEvent, _ perform: @escaping () -> Void) {
            switch sample {
            case .load: load = perform
            case .willAppear: willAppear = perform
            case .isAppearing: isAppearing = perform
            case .didAppear: didAppear = perform
            case .willDisappear: willDisappear = perform
            case .didDisappear: didDisappear = perform
            }
        }

        /// For each kind, the handler of `self` followed by that of `other`.
        func merging(_ other: Self) -> Self {
            var merged = Self()
            merged.load = Storage.sequence(load, other.load)
            merged.willAppear = Storage.sequence(willAppear, other.willAppear)
            merged.isAppearing = Storage.sequence(isAppearing, other.isAppearing)
            merged.didAppear = Storage.sequence(didAppear, other.didAppear)
            merged.willDisappear = Storage.sequence(willDisappear, other.willDisappear)
            merged.didDisappear = Storage.sequence(didDisappear, other.didDisappear)
            return merged
        }

        /// Calls the handler of `event`'s kind, if there is one.
        func callHandler(of event: LifecycleEvent) {
            // Called in place, not returned: a returned closure is a copy, retained and released.
            switch event {
            case .load: load?()
            case .willAppear: willAppear?()
            case .isAppearing: isAppearing?()
            case .didAppear: didAppear?()
            case .willDisappear: willDisappear?()
            case .didDisappear: didDisappear?()
            }
        }
    }
}
