// ViewLifecycle · HeadlessUIKit

/// The process's general pasteboard and the type identifiers the typed properties use.
enum HeadlessPasteboards {
    /// The general pasteboard; `Headless.reset()` empties it.
    static let general: UIPasteboard = {
        let pasteboard = UIPasteboard()
        pasteboard.removeAllForNewWorld(persistent: true)
        return pasteboard
    }()

    /// Plain text (`UTType.utf8PlainText`).
    static let stringType = "public.utf8-plain-text"
    /// A URL (`UTType.url`).
    static let urlType = "public.url"
    /// An image (`UTType.png`).
    static let imageType = "public.png"
    /// A UIKit color.
    static let colorType = "com.apple.uikit.color"
}
