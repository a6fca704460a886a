// ViewLifecycle · HeadlessSwiftUI

/// What an `interactiveDismissDisabled(_:)` node set on its presented controller, so that the
/// controller can be swiped away again once the modifier leaves the graph.
final class InteractiveDismissBehavior: NodeBehavior {
    /// The presented controller whose `isModalInPresentation` this node turned on.
    weak var disabledController: UIViewController?

    override func tearDown() {
        disabledController?.isModalInPresentation = false
        disabledController = nil
    }
}
