// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// Adds `controller`'s root view, loading it if needed, sized to fill this view; every
    /// container, window and presentation puts a controller's view in place this way.
    ///
    /// - Parameters:
    ///   - controller: The controller whose view to add.
    ///   - index: The position among the subviews, or `nil` for the front.
    func install(viewOf controller: UIViewController, at index: Int? = nil) {
        let incoming: UIView = controller.view
        incoming.frame = bounds
        if let index {
            insertSubview(incoming, at: index)
        } else {
            addSubview(incoming)
        }
    }
}
