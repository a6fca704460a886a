// ViewLifecycle · LifecycleTrace

import LifecycleCore

extension TraceNormalizer {
    /// One raw callback and what the balancer delivered for it.
    public struct Step: Codable, Sendable, Hashable {
        /// The source line of the callback.
        public var line: Int
        /// The callback in `#function` form.
        public var callback: String
        /// The delivered events, such as `load` or `willAppear(animated: false)`; empty when the
        /// callback was dropped.
        public var delivered: [String]
        /// For each delivered event, whether the balancer synthesized it.
        public var synthesized: [Bool]
    }
}

extension TraceNormalizer.Step {
    /// `event` as Swift prints it, `willAppear(animated: false)`, from a table: printing it with
    /// `"\(event)"` went through reflection and was most of `normalize`'s time.
    static func name(of event: LifecycleEvent) -> String {
        switch event {
        case .load: return "load"
        case .willAppear(let animated):
            return animated ? "willAppear(animated: true)" : "willAppear(animated: false)"
        case .isAppearing(let animated):
            return animated ? "isAppearing(animated: true)" : "isAppearing(animated: false)"
        case .didAppear(let animated):
            return animated ? "didAppear(animated: true)" : "didAppear(animated: false)"
        case .willDisappear(let animated):
            return animated ? "willDisappear(animated: true)" : "willDisappear(animated: false)"
        case .didDisappear(let animated):
            return animated ? "didDisappear(animated: true)" : "didDisappear(animated: false)"
        }
    }
}
