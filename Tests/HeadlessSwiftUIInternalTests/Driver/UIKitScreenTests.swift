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

        /// A settings form of UIKit controls, each logging what it sends.
        final class ControlsController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
            let sizes = ["Small", "Large"]

            override func viewDidLoad() {
                super.viewDidLoad()
                let save = UIButton(type: .system)
                save.setTitle("Save", for: .normal)
                save.addAction(UIAction { _ in HeadlessTestSupport.log("saved") }, for: .touchUpInside)
                let wifi = UISwitch()
                wifi.accessibilityLabel = "Wi-Fi"
                wifi.addAction(
                    UIAction { [unowned wifi] _ in HeadlessTestSupport.log("wifi \(wifi.isOn)") },
                    for: .valueChanged)
                let volume = UISlider()
                volume.accessibilityIdentifier = "volume"
                volume.value = 0.5
                let copies = UIStepper()
                copies.accessibilityLabel = "Copies"
                copies.value = 1
                let mode = UISegmentedControl(items: ["List", "Grid"])
                mode.accessibilityLabel = "Mode"
                mode.selectedSegmentIndex = 0
                let name = UITextField()
                name.placeholder = "Name"
                name.text = "Ann"
                let size = UIPickerView()
                size.accessibilityLabel = "Size"
                size.dataSource = self
                size.delegate = self
                size.selectRow(1, inComponent: 0, animated: false)
                let upload = UIProgressView()
                upload.progress = 0.25
                let off = UIButton(type: .system)
                off.setTitle("Delete", for: .normal)
                off.isEnabled = false
                for control in [save, wifi, volume, copies, mode, name, size, upload, off] {
                    view.addSubview(control)
                }
            }

            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                sizes.count
            }
            func pickerView(
                _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
            ) -> String? {
                sizes[row]
            }
        }

        @Test("UIKit's controls show as SwiftUI's do, and the driver plays UIKit's gestures on them")
        func controls() throws {
            let log = Log.start()
            let controller = ControlsController()
            _ = showInWindow(controller)
            #expect(
                Headless.screen(of: controller) == """
                    Button "Save"
                    Toggle "Wi-Fi": off
                    Slider: 0.5 [id: volume]
                    Stepper "Copies": 1.0
                    Picker "Mode": "List"
                    TextField "Name": "Ann"
                    Picker "Size": "Large"
                    ProgressView: 25%
                    Button "Delete" (disabled)

                    """)
            try Headless.tap("Save")
            try Headless.tap("Wi-Fi")
            try Headless.setValue(0.75, of: .identifier("volume"))
            try Headless.increment("Copies")
            try Headless.select("Grid", in: "Mode")
            #expect(log.take() == ["saved", "wifi true"])
            #expect(
                Headless.screen(of: controller) == """
                    Button "Save"
                    Toggle "Wi-Fi": on
                    Slider: 0.75 [id: volume]
                    Stepper "Copies": 2.0
                    Picker "Mode": "Grid"
                    TextField "Name": "Ann"
                    Picker "Size": "Large"
                    ProgressView: 25%
                    Button "Delete" (disabled)

                    """)
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
