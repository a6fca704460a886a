// ViewLifecycle · HeadlessSwiftUI

/// The share sheet a `ShareLink` presents: on a device UIKit's `UIActivityViewController`,
/// presented as a sheet, so the presenter gets no appearance callbacks (trace 06) and its
/// views stay.
///
/// Headlessly a plain controller whose screen is the shared content's titles and a Close
/// button (the sheet's close control; its label a guess), which dismisses it.
package final class ShareSheetController: UIViewController {
    /// What was shared.
    package let share: Headless.Share

    init(share: Headless.Share) {
        self.share = share
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Dismisses the sheet, as its close control does.
    package func close() {
        presentingViewController?.dismiss(animated: true)
    }
}
