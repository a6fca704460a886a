// ViewLifecycle · HeadlessSwiftUI

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        let content: any View

        /// The body of a primitive view.
        public typealias Body = Never
    }

    /// A view that describes the effect of toggling `isOn`.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state (never here: no `sources:` forms yet).
    public var isMixed: Bool
}
