// ViewLifecycle · HeadlessSwiftUI

/// A button style that puts the button on Liquid Glass (drawn only).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// The glass, when given.
    let glass: Glass

    /// Creates a glass button style.
    public init() {
        glass = .regular
    }

    /// Creates a glass button style of `glass`.
    @available(iOS 26.1, macOS 26.1, tvOS 26.1, watchOS 26.1, *)
    public init(_ glass: Glass) {
        self.glass = glass
    }

    var name: String { "glass" }

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: GlassButtonStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that puts the button on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A button style that puts the button on `glass`.
    public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass: glass) }
}

extension GlassButtonStyle {
    /// A style of `glass`, before `init(_:)`'s availability.
    fileprivate init(glass: Glass) {
        self.glass = glass
    }
}
