// ViewLifecycle · HeadlessSwiftUI

/// A background material type.
public struct Material: Sendable, ShapeStyle {
    /// The material's thickness name.
    let name: String

    /// A material that's somewhat translucent.
    public static let regular = Material(name: "regular")
    /// A material that's more opaque than translucent.
    public static let thick = Material(name: "thick")
    /// A material that's more translucent than opaque.
    public static let thin = Material(name: "thin")
    /// A mostly translucent material.
    public static let ultraThin = Material(name: "ultraThin")
    /// A mostly opaque material.
    public static let ultraThick = Material(name: "ultraThick")
    /// A material matching the style of system toolbars.
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}
