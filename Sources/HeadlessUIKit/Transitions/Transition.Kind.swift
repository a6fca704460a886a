// ViewLifecycle · HeadlessUIKit

extension Transition {
    /// What a transition changes, the one fact its order of callbacks is read from.
    ///
    /// `Transition.Order(kind)` turns a kind into its callbacks' order, so a container names the
    /// change and never decides who hears what first.
    enum Kind: CaseIterable {
        /// A navigation push.
        case push
        /// A push into a window that has not displayed yet: UIKit drops the animation and sends
        /// the pushed controller's `viewIsAppearing` only after the outgoing `viewDidDisappear`
        /// (trace 11, iOS 17.4).
        case pushBeforeFirstDisplay
        /// A navigation pop: the popped controllers are off the stack before they hear
        /// `willMove(toParent: nil)`.
        case pop
        /// `setViewControllers(_:animated:)` changing the top on screen, whether to a new
        /// controller or one already stacked: the dropped controllers hear
        /// `willMove(toParent: nil)` while still on the stack.
        case stackReplacement
        /// A modal presentation; with a sheet style nothing disappears.
        case present
        /// A modal dismissal, with the presentations it takes away under the top one.
        case dismiss
        /// A tab bar controller switching its selected tab.
        case tabSwitch
        /// A tab bar controller showing its new selected tab after `setViewControllers`, with
        /// nothing leaving beside it (the dropped tab left by a `removal`).
        case tabShown
        /// A window showing its root controller.
        case windowRoot
        /// A controller leaving at once with nothing taking its place, inside a setter (a window's
        /// replaced or hidden root, the selected tab `setViewControllers` drops).
        case removal
        /// `transition(from:to:duration:options:animations:completion:)` between two children.
        case childTransition
        /// A page view controller's turn in the scroll style.
        case pageScroll
        /// A page view controller's turn in the page-curl style.
        case pageCurl
    }
}
