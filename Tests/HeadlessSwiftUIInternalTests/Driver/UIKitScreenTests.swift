// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18 item 6: "plain UIKit views (UILabel text) where no SwiftUI graph is". Headless only.
    @Suite(.serialized) @MainActor struct UIKitScreenTests {
        /// A controller of labels, one hidden, one transparent, one nested.
        final class LabelsController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let texts = ["Title", "Hidden", "Clear", ""]
                for text in texts {
                    let label = UILabel()
                    label.text = text
                    view.addSubview(label)
                }
                view.subviews[1].isHidden = true
                view.subviews[2].alpha = 0
                let box = UIView()
                let nested = UILabel()
                nested.text = "Nested"
                box.addSubview(nested)
                view.addSubview(box)
            }
        }

        @Test("labels show as texts in subview order; hidden and transparent ones do not")
        func labels() {
            _ = Log.start()
            let controller = LabelsController()
            _ = showInWindow(controller)
            #expect(
                Headless.screen(of: controller) == """
                    Text "Title"
                    Text "Nested"

                    """)
        }

        @Test("a navigation controller's bar: title, back button named after the screen below, bar items")
        func navigationBar() throws {
            let log = Log.start()
            let first = LabelsController()
            first.title = "Library"
            let second = LabelsController()
            second.navigationItem.title = "Book"
            second.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Share",
                primaryAction: UIAction(title: "Share") { _ in HeadlessTestSupport.log("shared") })
            let navigation = UINavigationController(rootViewController: first)
            _ = showInWindow(navigation)
            navigation.pushViewController(second, animated: false)
            Headless.runUntilIdle()
            #expect(
                Headless.screen() == """
                    NavigationBar "Book"
                      BackButton "Library"
                      Button "Share"
                    Text "Title"
                    Text "Nested"

                    """)
            try Headless.tap("Share")
            #expect(log.take() == ["shared"])
            try Headless.tap("Library")
            #expect(navigation.viewControllers.count == 1)
        }

        /// A representable showing a label.
        struct Caption: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = "From UIKit"
                return label
            }

            func updateUIView(_ uiView: UILabel, context: Context) {}
        }

        @Test("a representable shows its UIKit view where it sits in the SwiftUI content")
        func representable() {
            _ = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: VStack {
                        Text("Before")
                        Caption()
                        Text("After")
                    }))
            #expect(
                Headless.screen() == """
                    Text "Before"
                    Text "From UIKit"
                    Text "After"

                    """)
        }
    }
}
