// ViewLifecycle · HeadlessUIKit

/// How a presented controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// Covers the screen and takes the presenter off screen.
    case fullScreen = 0
    /// A card over the presenter, which stays on screen (the iOS 13+ default).
    case pageSheet = 1
    /// A smaller card over the presenter, which stays on screen.
    case formSheet = 2
    /// Covers the presentation context and takes its content off screen.
    case currentContext = 3
    /// Shown by a custom presentation controller; the presenter stays on screen.
    case custom = 4
    /// Covers the screen while the presenter stays in the hierarchy.
    case overFullScreen = 5
    /// Covers the presentation context while its content stays in the hierarchy.
    case overCurrentContext = 6
    /// A popover; the presenter stays on screen.
    case popover = 7
    /// No presentation style; not valid for presenting.
    case none = -1
    /// Lets the system choose; iOS 17 chooses a page sheet.
    case automatic = -2
}

extension UIModalPresentationStyle {
    /// The style UIKit actually uses: `.automatic` becomes `.pageSheet` on iOS 13 and later.
    var resolved: UIModalPresentationStyle {
        self == .automatic ? .pageSheet : self
    }

    /// Whether the style covers only the presentation context rather than the whole screen.
    var usesCurrentContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }

    /// Whether presenting with this style takes the presenter off screen. Apple's table
    /// (apple-api.md §1.3) says full screen and current context remove the presenter's views;
    /// the "over" styles, sheets, popovers and custom presentations keep them, and no printed
    /// log shows callbacks for those (research notes E: wlgusdn700.tistory.com/27, mo4tech.com).
    var removesPresenter: Bool {
        switch resolved {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }

    /// Whether the user can swipe the presented controller down: sheets only. A full-screen or
    /// context presentation has no sheet to drag (apple-api.md §1.3; traces/22 is about sheets).
    package var allowsInteractiveDismissal: Bool {
        resolved == .pageSheet || resolved == .formSheet
    }
}
