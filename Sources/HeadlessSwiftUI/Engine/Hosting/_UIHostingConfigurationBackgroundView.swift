// ViewLifecycle · HeadlessSwiftUI

/// The background a hosting configuration's `background(_:)` draws: its style filling the cell.
public struct _UIHostingConfigurationBackgroundView<Style>: View where Style: ShapeStyle {
    /// The style.
    let style: Style

    /// The style filling a rectangle.
    public var body: some View { Rectangle().fill(style) }
}
