// ViewLifecycle · HeadlessUIKit

import Foundation

// The initializers that take a bundle, traits, a configuration or a variable value: headlessly every
// bundle is the test's registered images, every trait collection and configuration gives the same image,
// and a symbol's variable value changes nothing that can be seen.
extension UIImage {
    /// The system symbol image named `name`, as `init(systemName:)` makes it, with a
    /// configuration (kept in `configuration`; nothing is drawn).
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)
    {
        self.init(systemName: name)
        storedConfiguration = configuration
    }

    /// The system symbol image named `name`, as `init(systemName:)` makes it.
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// The system symbol image named `name`, as `init(systemName:)` makes it.
    @available(iOS 16.0, *)
    public convenience init?(
        systemName name: String, variableValue: Double, configuration: UIImage.Configuration?
    ) {
        self.init(systemName: name)
    }

    /// The registered image named `name`, as `init(named:)` finds it.
    @available(iOS 13.0, *)
    public convenience init?(
        named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?
    ) {
        self.init(named: name)
    }

    /// The registered image named `name`, as `init(named:)` finds it.
    @available(iOS 8.0, *)
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        self.init(named: name)
    }

    /// The registered image named `name`, as `init(named:)` finds it.
    @available(iOS 16.0, *)
    public convenience init?(
        named name: String, in bundle: Bundle?, variableValue: Double, configuration: UIImage.Configuration?
    ) {
        self.init(named: name)
    }

    /// The system's "more actions" image: the `ellipsis` symbol.
    @available(iOS 13.0, *)
    public class var actions: UIImage { UIImage(systemName: "ellipsis")! }
    /// The system's add image: the `plus` symbol.
    @available(iOS 13.0, *)
    public class var add: UIImage { UIImage(systemName: "plus")! }
    /// The system's remove image: the `minus` symbol.
    @available(iOS 13.0, *)
    public class var remove: UIImage { UIImage(systemName: "minus")! }
    /// The system's checkmark image: the `checkmark` symbol.
    @available(iOS 13.0, *)
    public class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// The system's stroked checkmark image: the `checkmark` symbol.
    @available(iOS 13.0, *)
    public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }

    /// The image ready to draw: nothing is decoded headlessly, so the image itself.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public func byPreparingForDisplay() async -> UIImage? { self }

    /// A thumbnail of the image at `size` points, keeping the image's scale and rendering mode.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        UIImage(name: "", isSymbol: isSymbolImage, size: size, scale: scale, renderingMode: renderingMode)
    }
}

extension UIImage.SymbolWeight {
    /// The font weight matching this symbol weight (`.regular` for `.unspecified`).
    @available(iOS 13.0, *)
    public func fontWeight() -> UIFont.Weight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        default: .regular
        }
    }
}
