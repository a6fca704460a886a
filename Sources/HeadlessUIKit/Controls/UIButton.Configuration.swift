// ViewLifecycle · HeadlessUIKit

extension UIButton {
    /// How a button looks: its title, subtitle, image and their placement, kept as values (the
    /// runtime draws nothing, so only what a test can read matters).
    public struct Configuration: Hashable {
        /// The style the configuration was made with.
        let style: Style
        /// The title.
        public var title: String?
        /// The title as attributed text.
        public var attributedTitle: AttributedString?
        /// A second line under the title.
        public var subtitle: String?
        /// The subtitle as attributed text.
        public var attributedSubtitle: AttributedString?
        /// The foreground image.
        public var image: UIImage?
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The edge of the title the image sits on.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// How the title and subtitle align.
        public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
        /// The colour the foreground derives from, or `nil` for the tint colour.
        public var baseForegroundColor: UIColor?
        /// The colour the background derives from, or `nil` for the style's.
        public var baseBackgroundColor: UIColor?
        /// How the corners are rounded.
        public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        /// The button's size.
        public var buttonSize: UIButton.Configuration.Size = .medium
        /// The style on the Mac idiom.
        public var macIdiomStyle: UIButton.Configuration.MacIdiomStyle = .automatic
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// The insets from the button's bounds to its content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The indicator (a pop-up arrow) the button shows.
        public var indicator: UIButton.Configuration.Indicator = .automatic
        /// Whether the configuration follows the button's selection.
        public var automaticallyUpdateForSelection = true
        /// The background the button draws (kept; the headless screen draws nothing).
        @available(iOS 15.0, *)
        public var background = UIBackgroundConfiguration.clear()
        /// The symbol configuration for the image.
        @available(iOS 15.0, *)
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// How the title's lines break.
        @available(iOS 16.0, *)
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle's lines break.
        @available(iOS 16.0, *)
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The width kept for the image even when there is none.
        @available(iOS 17.0, *)
        public var imageReservation: CGFloat = 0
        /// The colour and text transformers, which take no part in equality (closures cannot be compared).
        var transformers = Transformers()

        init(style: Style) {
            self.style = style
        }

        /// A configuration with a plain style: a title only.
        public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }
        /// A configuration with a tinted background.
        public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }
        /// A configuration with a grey background.
        public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }
        /// A configuration with a filled background.
        public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }
        /// A configuration with no border.
        public static func borderless() -> UIButton.Configuration { Configuration(style: .borderless) }
        /// A configuration with a border.
        public static func bordered() -> UIButton.Configuration { Configuration(style: .bordered) }
        /// A configuration with a tinted border.
        public static func borderedTinted() -> UIButton.Configuration {
            Configuration(style: .borderedTinted)
        }
        /// A configuration with a prominent, filled border.
        public static func borderedProminent() -> UIButton.Configuration {
            Configuration(style: .borderedProminent)
        }

        /// The configuration as it would look for `button`'s current state (unchanged: nothing
        /// is drawn).
        ///
        /// - Parameter button: The button.
        /// - Returns: The updated configuration.
        public func updated(for button: UIButton) -> UIButton.Configuration { self }

        /// Resets `contentInsets` to the style's default.
        public mutating func setDefaultContentInsets() {
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }
    }
}
