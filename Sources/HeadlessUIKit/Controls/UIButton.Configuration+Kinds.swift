// ViewLifecycle · HeadlessUIKit

extension UIButton.Configuration {
    /// The sizes a configuration offers.
    public enum Size: Hashable, Sendable {
        /// The smallest.
        case mini
        /// Small.
        case small
        /// Medium, the default.
        case medium
        /// Large.
        case large
    }

    /// How the title and subtitle align.
    public enum TitleAlignment: Hashable, Sendable {
        /// The style's alignment.
        case automatic
        /// Leading.
        case leading
        /// Centred.
        case center
        /// Trailing.
        case trailing
    }

    /// How a configuration rounds the button's corners.
    public enum CornerStyle: Hashable, Sendable {
        /// The background's own radius.
        case fixed
        /// A radius that follows the text size.
        case dynamic
        /// A small radius.
        case small
        /// A medium radius.
        case medium
        /// A large radius.
        case large
        /// Half the height: a capsule.
        case capsule
    }

    /// The style on the Mac idiom.
    public enum MacIdiomStyle: Hashable, Sendable {
        /// The default.
        case automatic
        /// Bordered.
        case bordered
        /// Borderless.
        case borderless
        /// Borderless and tinted.
        case borderlessTinted
    }

    /// The indicator a button shows beside its title.
    public enum Indicator: Hashable, Sendable {
        /// The button decides (a pop-up arrow for a menu that changes selection).
        case automatic
        /// No indicator.
        case none
        /// A pop-up arrow.
        case popup
    }
}
