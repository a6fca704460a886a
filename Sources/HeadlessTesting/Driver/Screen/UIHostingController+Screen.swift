// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension UIHostingController: ScreenControllerSource {
    /// The hosted graph's elements.
    func screenElements() -> [ScreenElement] {
        graph.screenElements()
    }
}
