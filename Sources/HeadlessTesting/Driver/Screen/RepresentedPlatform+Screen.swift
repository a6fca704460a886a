// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension RepresentedPlatform {
    /// What the represented controller or view shows: its screen is where the representable sits.
    func representedScreenElements() -> [ScreenElement] {
        switch representedObject {
        case let controller as UIViewController: ScreenReader.elements(of: controller)
        case let view as UIView: ScreenReader.elements(in: view)
        default: []
        }
    }
}
