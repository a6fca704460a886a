// ViewLifecycle · HeadlessUIKit

/// The device family an interface runs on.
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
    /// No idiom is known yet.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// A CarPlay screen.
    case carPlay = 3
    /// A Mac running the app with the Mac idiom.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
