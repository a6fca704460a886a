// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// Shows `configuration` in this view through `slot`'s content view: reconfigures it when it
    /// supports the configuration, else replaces it with a new one; `nil` removes it. Cells of
    /// tables and collection views and list content views share this.
    func showContentConfiguration(
        _ configuration: (any UIContentConfiguration)?, in slot: inout (any UIView & UIContentView)?
    ) {
        guard let configuration else {
            slot?.removeFromSuperview()
            slot = nil
            return
        }
        if let existing = slot, existing.supports(configuration) {
            existing.configuration = configuration
            return
        }
        slot?.removeFromSuperview()
        let made = configuration.makeContentView()
        slot = made
        addSubview(made)
    }

    /// The text of the first label among the subviews, depth first, for the driver.
    var subviewLabelText: String? {
        for view in subviews {
            if let label = view as? UILabel, let text = label.text { return text }
            if let text = view.subviewLabelText { return text }
        }
        return nil
    }
}
