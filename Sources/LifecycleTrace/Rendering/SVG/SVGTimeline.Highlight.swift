// ViewLifecycle · LifecycleTrace

extension SVGTimeline {
    /// What a row's finding is, which colours its mark, its band and its text in the findings
    /// column.
    public enum Highlight: String, Sendable, Hashable, CaseIterable {
        /// A breach of UIKit's documented order: red.
        case breach
        /// A transition reversed before its `did…` (legal): an amber diamond.
        case cancelled
        /// Any other note: amber.
        case note
        /// A callback the balancer repaired (dropped or completed): grey text, no band.
        case repair

        /// The symbol before the finding's text, as `check` and `demo` print them.
        var symbol: String {
            switch self {
            case .breach: return "✗"
            case .cancelled: return "↺"
            case .note: return "•"
            case .repair: return "↻"
            }
        }

        /// Which of two findings on one row decides its colour: the more serious.
        var rank: Int {
            switch self {
            case .breach: return 3
            case .cancelled: return 2
            case .note: return 1
            case .repair: return 0
            }
        }
    }
}
