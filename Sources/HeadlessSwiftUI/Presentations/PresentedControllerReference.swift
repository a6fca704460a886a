// ViewLifecycle · HeadlessSwiftUI

/// The presented hosting controller a view is in, held weakly: `interactiveDismissDisabled`
/// sets its `isModalInPresentation`.
struct PresentedControllerReference {
    weak var controller: UIViewController?
}

/// The key under which presented content finds its controller.
struct PresentedControllerKey: EnvironmentKey {
    static let defaultValue: PresentedControllerReference? = nil
}

extension EnvironmentValues {
    /// The presented controller the view is in, if any.
    var presentedController: PresentedControllerReference? {
        get { self[PresentedControllerKey.self] }
        set { self[PresentedControllerKey.self] = newValue }
    }
}
