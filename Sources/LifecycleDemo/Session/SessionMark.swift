// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    /// What the demo says about one event: a breach of the contract, a note, a repair by the
    /// balancer, or a known fault of seed 001.
    struct SessionMark: Codable, Equatable, Sendable {
        /// How serious it is, which decides its symbol and colour.
        enum Kind: String, Codable, Sendable {
            /// The raw stream broke UIKit's documented order (a `TraceChecker` breach).
            case breach
            /// Legal but worth knowing (a `TraceChecker` note, such as a cancelled transition).
            case note
            /// The balancer dropped the callback or synthesized events for it.
            case repair
            /// Seed 001 did something wrong: a stale closure.
            case fault
        }

        /// How serious it is.
        var kind: Kind
        /// The finding in a few words: `cancelled-transition`, `stale: unread 0` (a closure from a body that saw 0).
        var text: String

        /// The symbol the text output puts before the mark.
        var symbol: String {
            switch kind {
            case .breach: return "✗"
            case .note: return "•"
            case .repair: return "↻"
            case .fault: return "✗"
            }
        }
    }

#endif
