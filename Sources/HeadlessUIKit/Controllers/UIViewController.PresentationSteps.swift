// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// What each hierarchy step of a presentation does; `Transition.Order` says when.
    final class PresentationSteps: Transition.Hierarchy {
        private let presenter: UIViewController
        private let presented: UIViewController
        private let handler: (() -> Void)?

        /// The steps of `presenter` presenting `presented`, then calling `completion`.
        init(_ presenter: UIViewController, presenting presented: UIViewController, completion: (() -> Void)?)
        {
            self.presenter = presenter
            self.presented = presented
            self.handler = completion
        }

        func updateList() {
            presenter.storedPresented = presented
            presented.storedPresenting = presenter
            presented.ownPresentationController.presentingController = presenter
            presented.ownPresentationController.removedPresentersView = false
        }
        func beginMoves() {
            presented.presentationMove.beginPresentation()
            presented.ownPresentationController.presentationTransitionWillBegin()
        }
        func endMoves() { presented.presentationMove.endPresentation() }
        func completion(finished: Bool) {
            presented.ownPresentationController.presentationTransitionDidEnd(finished)
            handler?()
        }
    }
}
