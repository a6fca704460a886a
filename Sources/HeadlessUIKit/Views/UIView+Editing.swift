// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// Makes the first responder inside this view resign.
    ///
    /// - Parameter force: Whether to end editing even when the responder refuses (its
    ///   `textFieldShouldEndEditing` is not asked).
    /// - Returns: Whether editing ended.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let current = HeadlessWorld.shared.firstResponders.current as? UIView, current.isInside(self)
        else { return true }
        if force, let field = current as? UITextField { return field.forceEndEditing() }
        return current.resignFirstResponder()
    }

    /// The view with `tag`: this one or the first found among its descendants, depth first.
    ///
    /// - Parameter tag: The tag.
    /// - Returns: The view, or `nil`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = child.viewWithTag(tag) { return found }
        }
        return nil
    }
}
