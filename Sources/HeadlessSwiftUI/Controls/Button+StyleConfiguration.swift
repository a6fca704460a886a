// ViewLifecycle · HeadlessSwiftUI

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom
    /// interaction behavior: its action is the configuration's `trigger()`.
    ///
    /// - Parameter configuration: A configuration for a style with a custom appearance and
    ///   custom interaction behavior.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}
