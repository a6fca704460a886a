// ViewLifecycle · HeadlessSwiftUI

/// The background a hosting configuration's `background(_:)` draws: its style filling the cell.
public struct _UIHostingConfigurationBackgroundView<Style>: View where Style: ShapeStyle {
    /// The style.
    let style: Style

    /// A background filled with `style`; nonisolated, as the configuration that makes it is.
    nonisolated init(style: Style) {
        self.style = style
    }

    /// The style filling a rectangle.
    public var body: some View { Rectangle().fill(style) }
}
