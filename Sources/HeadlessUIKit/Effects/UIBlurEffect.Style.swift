// ViewLifecycle · HeadlessUIKit

extension UIBlurEffect {
    /// The intensity of the blur effect (UIKit's raw values; tvOS's `extraDark` left out).
    public enum Style: Int, Sendable {
        /// A blur that makes the background lighter than the underlying view.
        case extraLight = 0
        /// A blur with the same brightness as the underlying view.
        case light = 1
        /// A blur that makes the background darker than the underlying view.
        case dark = 2
        /// A blur that adapts to the user interface style.
        case regular = 4
        /// A blur that adapts to the user interface style, more prominent.
        case prominent = 5
        /// An adaptable blur effect that creates the appearance of an ultra-thin material.
        case systemUltraThinMaterial = 6
        /// An adaptable blur effect that creates the appearance of a thin material.
        case systemThinMaterial = 7
        /// An adaptable blur effect that creates the appearance of a material with normal thickness.
        case systemMaterial = 8
        /// An adaptable blur effect that creates the appearance of a thick material.
        case systemThickMaterial = 9
        /// An adaptable blur effect that creates the appearance of the system chrome.
        case systemChromeMaterial = 10
        /// A blur effect that creates the appearance of an ultra-thin material and is always light.
        case systemUltraThinMaterialLight = 11
        /// A blur effect that creates the appearance of a thin material and is always light.
        case systemThinMaterialLight = 12
        /// A blur effect that creates the appearance of a material with normal thickness and is always light.
        case systemMaterialLight = 13
        /// A blur effect that creates the appearance of a thick material and is always light.
        case systemThickMaterialLight = 14
        /// A blur effect that creates the appearance of the system chrome and is always light.
        case systemChromeMaterialLight = 15
        /// A blur effect that creates the appearance of an ultra-thin material and is always dark.
        case systemUltraThinMaterialDark = 16
        /// A blur effect that creates the appearance of a thin material and is always dark.
        case systemThinMaterialDark = 17
        /// A blur effect that creates the appearance of a material with normal thickness and is always dark.
        case systemMaterialDark = 18
        /// A blur effect that creates the appearance of a thick material and is always dark.
        case systemThickMaterialDark = 19
        /// A blur effect that creates the appearance of the system chrome and is always dark.
        case systemChromeMaterialDark = 20
    }
}
