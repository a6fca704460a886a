// ViewLifecycle · HeadlessSwiftUI

/// A button style that puts the button on prominent, tinted Liquid Glass (drawn only).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// Creates a prominent glass button style.
    public init() {}

    var name: String { "glassProminent" }

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: GlassProminentButtonStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that puts the button on prominent Liquid Glass.
    @MainActor @preconcurrency public static var glassProminent: GlassProminentButtonStyle {
        GlassProminentButtonStyle()
    }
}
