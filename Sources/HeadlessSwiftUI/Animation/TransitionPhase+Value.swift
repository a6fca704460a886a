// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension TransitionPhase {
    /// Whether the view is in its resting state (neither appearing nor disappearing).
    public var isIdentity: Bool { self == .identity }

    /// The phase as a number: -1 while appearing, 0 at rest, 1 once disappeared.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}
