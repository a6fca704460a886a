// ViewLifecycle · HeadlessSwiftUI

/// A toggle style that displays a leading label and a trailing switch (drawn only).
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle {
    /// The switch's tint when on (`init(tint:)`), drawn only.
    let tint: Color?

    /// Creates the toggle style.
    public init() { tint = nil }

    /// Creates a switch toggle style with a tint color.
    ///
    /// - Parameter tint: The color of the switch when on (drawn only).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(tvOS, unavailable)
    @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }

    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
