// ViewLifecycle · HeadlessSwiftUI

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's layout (the default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(value: .defaultLayout) }

    /// The view at its ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .sizeThatFitsLayout)
    }

    /// A container of a fixed size.
    ///
    /// - Parameters:
    ///   - width: The container's width.
    ///   - height: The container's height.
    /// - Returns: The trait.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(value: .fixedLayout(width: width, height: height))
    }

    /// Portrait orientation.
    public static var portrait: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .orientation("portrait"))
    }

    /// Landscape, home button on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .orientation("landscapeLeft"))
    }

    /// Landscape, home button on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .orientation("landscapeRight"))
    }

    /// Portrait, upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(value: .orientation("portraitUpsideDown"))
    }
}
