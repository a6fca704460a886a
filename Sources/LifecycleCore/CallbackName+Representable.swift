// ViewLifecycle · LifecycleCore

extension CallbackName {
    /// Whether SwiftUI makes the callback on a representable: `makeCoordinator()`, and `make…`,
    /// `update…` and `dismantle…` of a view or a controller.
    package var isRepresentableCallback: Bool {
        switch self {
        case .makeCoordinator, .makeUIViewController, .updateUIViewController, .dismantleUIViewController,
            .makeUIView, .updateUIView, .dismantleUIView, .makeNSViewController, .updateNSViewController,
            .dismantleNSViewController, .makeNSView, .updateNSView, .dismantleNSView:
            return true
        default:
            return false
        }
    }

    /// Whether the callback makes a representable's coordinator, view or controller: the calls
    /// that a newly initialised object after them answers.
    package var isMake: Bool {
        switch self {
        case .makeCoordinator, .makeUIViewController, .makeUIView, .makeNSViewController, .makeNSView:
            return true
        default:
            return false
        }
    }

    /// Whether the callback makes a representable's controller, on UIKit or AppKit.
    package var makesController: Bool {
        self == .makeUIViewController || self == .makeNSViewController
    }
}
