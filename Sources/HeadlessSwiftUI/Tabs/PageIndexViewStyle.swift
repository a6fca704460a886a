// ViewLifecycle · HeadlessSwiftUI

/// An index view style that places a page index view over its content (inert headlessly).
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for the page index view.
    public struct BackgroundDisplayMode: Sendable {
        let rawValue: Int
        /// Background will use the default for the platform.
        public static let automatic = BackgroundDisplayMode(rawValue: 0)
        /// Background is only shown while the index view is interacted with.
        public static let interactive = BackgroundDisplayMode(rawValue: 1)
        /// Background is always displayed behind the page index view.
        public static let always = BackgroundDisplayMode(rawValue: 2)
        /// Background is never displayed behind the page index view.
        public static let never = BackgroundDisplayMode(rawValue: 3)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates a page index view style.
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index view style that places a page index view over its content.
    public static func page(
        backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
    ) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
