// ViewLifecycle · HeadlessSwiftUI

/// A representable's behaviour, seen without its generic arguments: the controller or view it
/// made, whose screen shows where the representable sits (a `NavigationStack`'s navigation
/// controller, a `TabView`'s tab bar controller, an app's own `UILabel`).
@MainActor
protocol RepresentedPlatform {
    /// What the represented controller or view shows.
    func representedScreenElements() -> [ScreenElement]
}

extension RepresentableBehavior: RepresentedPlatform {
    func representedScreenElements() -> [ScreenElement] {
        switch platform {
        case let controller as UIViewController: ScreenReader.elements(of: controller)
        case let view as UIView: ScreenReader.elements(in: view)
        default: []
        }
    }
}
