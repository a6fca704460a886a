// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 22 item 4: one `tap` for both drivers. UIKit's controls are screen elements, so
    // SwiftUI's `Headless.tap(_:)` on a UIKit screen taps the UIKit control of that name, and a
    // miss lists them. Headless only.
    @Suite(.serialized) @MainActor struct UIKitControlTapTests {
        /// A UIKit screen with a titled button and an identified one.
        final class ButtonsController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let save = UIButton(primaryAction: UIAction(title: "Save") { _ in Log.shared.append("save") })
                let close = UIButton(type: .close)
                close.accessibilityIdentifier = "close"
                close.addAction(UIAction { _ in Log.shared.append("close") }, for: .touchUpInside)
                view.addSubview(save)
                view.addSubview(close)
            }
        }

        @Test(
            "the SwiftUI driver's tap reaches UIKit buttons by title and identifier; a miss keeps its error")
        func fallback() throws {
            let log = Log.start()
            _ = showInWindow(ButtonsController())
            try Headless.tap("Save")
            try Headless.tap(.identifier("close"))
            #expect(log.take() == ["save", "close"])
            #expect(
                throws: Headless.DriverError(
                    #"No element labelled "Open" on screen. On screen: Button "Save", Button [id: close]."#)
            ) { try Headless.tap("Open") }
        }
    }
}
