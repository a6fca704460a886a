// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// Reads what UIKit shows: a window's root controller with the controllers presented over it as
/// layers, a controller's screen, and plain views (`UILabel` texts, UIKit's controls).
@MainActor
enum ScreenReader {
    /// What `root` shows with everything presented over it: its elements, then one layer element
    /// per presented controller, in presentation order. A full-screen layer (`.fullScreen`,
    /// `.currentContext`: UIKit takes the presenter's views away) hides what is below it; a sheet,
    /// popover, alert or over-full-screen layer leaves it shown, dimmed behind.
    static func layers(over root: UIViewController) -> [ScreenElement] {
        var shown = withoutBarElements(elements(of: root))
        var presenter = root
        while let presented = presenter.presentedViewController, presented !== presenter {
            let role = layerRole(of: presented)
            let layer = ScreenElement(
                role: role, label: "", children: withoutBarElements(elements(of: presented)))
            let hidesBelow = [.fullScreen, .currentContext].contains(presented.modalPresentationStyle)
            if hidesBelow { shown = [layer] } else { shown.append(layer) }
            presenter = presented
        }
        return shown
    }

    /// What `controller` shows now, without what it presents.
    static func elements(of controller: UIViewController) -> [ScreenElement] {
        if let source = controller as? any ScreenControllerSource { return source.screenElements() }
        guard let view = controller.viewIfLoaded else { return [] }
        return elements(in: view)
    }

    /// What a view hierarchy shows, in subview order (back to front). A hidden view, or one at
    /// an alpha under 0.01 (below which UIKit neither draws nor hit-tests it), shows nothing; a
    /// child controller's root view shows that controller's screen.
    static func elements(in view: UIView) -> [ScreenElement] {
        if view.isHidden || view.alpha < 0.01 { return [] }
        if let owner = view.next as? UIViewController, owner.viewIfLoaded === view,
            owner is any ScreenControllerSource
        {
            return elements(of: owner)
        }
        // A control is one element: its title label and other parts are not read apart.
        if let control = controlElement(of: view) { return [control] }
        var shown: [ScreenElement] = []
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            shown.append(ScreenElement(role: .text, label: text))
        }
        for subview in view.subviews { shown += elements(in: subview) }
        return shown
    }

    /// The layer a presented controller makes: its own role if it names one, else its style's.
    static func layerRole(of presented: UIViewController) -> ScreenRole {
        if let role = (presented as? any ScreenControllerSource)?.screenLayerRole { return role }
        switch presented.modalPresentationStyle {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom:
            return .fullScreenCover
        case .popover: return .popover
        default: return .sheet
        }
    }
}
