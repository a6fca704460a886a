// ViewLifecycle · HeadlessUIKit

/// The state a configuration is updated for: here only the traits.
public protocol UIConfigurationState {
    /// The traits of the view whose state this is.
    var traitCollection: UITraitCollection { get set }
}
