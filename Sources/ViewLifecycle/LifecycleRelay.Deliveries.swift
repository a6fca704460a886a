// ViewLifecycle · ViewLifecycle

extension LifecycleRelay {
    /// One delivered event, its context, and the visibility it changed to, if it changed it.
    struct Delivery {
        var event: LifecycleEvent
        var context: LifecycleContext
        var visibilityChange: Bool?
    }

    /// The deliveries one raw callback makes: at most three (as the balancer's events), stored
    /// inline so that no callback allocates.
    struct Deliveries: RandomAccessCollection {
        // Placeholders until appended; written out, not a `static let`, whose lazy initialization
        // would be checked on every callback.
        private var slots = (
            Delivery(event: .load, context: LifecycleContext(), visibilityChange: nil),
            Delivery(event: .load, context: LifecycleContext(), visibilityChange: nil),
            Delivery(event: .load, context: LifecycleContext(), visibilityChange: nil)
        )
        private var count_ = 0

        var startIndex: Int { 0 }
        var endIndex: Int { count_ }

        subscript(position: Int) -> Delivery {
            precondition(position >= 0 && position < count_, "Index out of range")
            switch position {
            case 0: return slots.0
            case 1: return slots.1
            default: return slots.2
            }
        }

        mutating func append(_ delivery: Delivery) {
            switch count_ {
            case 0: slots.0 = delivery
            case 1: slots.1 = delivery
            case 2: slots.2 = delivery
            default: preconditionFailure("A raw callback never delivers more than three events")
            }
            count_ += 1
        }
    }
}
