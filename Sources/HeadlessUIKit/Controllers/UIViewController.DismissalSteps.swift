// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// What each hierarchy step of a dismissal does, finished or cancelled; `Transition.Order`
    /// says when.
    final class DismissalSteps: Transition.Hierarchy {
        private let presenter: UIViewController
        /// The dismissed controller and everything it presents, bottom first.
        private let chain: [UIViewController]
        /// The sheet whose delegate hears of a user's dismissal, or `nil` for one made in code.
        private let sheet: UIPresentationController?
        private let restoresPresenter: Bool
        private let handler: (() -> Void)?

        /// The steps of `presenter` dismissing `chain`.
        init(
            _ presenter: UIViewController, dismissing chain: [UIViewController],
            userSheet sheet: UIPresentationController?,
            restoresPresenter: Bool, completion: (() -> Void)?
        ) {
            self.presenter = presenter
            self.chain = chain
            self.sheet = sheet
            self.restoresPresenter = restoresPresenter
            self.handler = completion
        }

        func beginMoves() {
            for controller in chain {
                controller.presentationMove.beginDismissal()
                controller.storedPresentationController?.dismissalTransitionWillBegin()
            }
        }
        // "Before dismissal begins", with the transition coordinator already available (trace 22).
        func delegateWill() {
            if let sheet { sheet.delegate?.presentationControllerWillDismiss(sheet) }
        }
        func endMoves() {
            for controller in chain { controller.presentationMove.endDismissal() }
        }
        func updateList() {
            presenter.storedPresented = nil
            for controller in chain {
                controller.storedPresentationController?.removedPresentersView = false
                controller.storedPresenting = nil
                controller.storedPresented = nil
            }
        }
        func completion(finished: Bool) {
            for controller in chain {
                controller.storedPresentationController?.dismissalTransitionDidEnd(true)
            }
            handler?()
        }
        // After all of the dismissal's animations have finished (trace 22, D1).
        func delegateDid() {
            if let sheet { sheet.delegate?.presentationControllerDidDismiss(sheet) }
        }
        func undoIncoming() {
            if restoresPresenter { presenter.removeViewQuietly() }
            for controller in chain {
                controller.storedPresentationController?.dismissalTransitionDidEnd(false)
            }
        }
    }
}
