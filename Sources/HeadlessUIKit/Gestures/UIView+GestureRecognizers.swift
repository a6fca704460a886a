// ViewLifecycle · HeadlessUIKit

// `public`, where UIKit has `open`: Swift overrides members of extensions only through @objc.
extension UIView {
    /// The gesture recognizers attached to the view, or `nil` when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.storedView = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, detaching it from any other view first.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.storedView {
            if previous === self { return }
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.storedView = self
    }

    /// Detaches `gestureRecognizer` if it is attached to this view.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.storedView = nil
    }
}
