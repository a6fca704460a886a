// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIPageControl.h (iOS 17.4 SDK): a tap moves one page and the control sends
// UIControlEventValueChanged ("the page control sends the valueChanged event when the user taps
// it", UIPageControl reference); setting currentPage in code sends nothing. UIImagePickerController:
// the delegate "decides when to dismiss the picker interface"
// (https://developer.apple.com/documentation/uikit/uiimagepickercontroller/delegate), and
// imagePickerControllerDidCancel's implementation "should dismiss the picker view".
@Suite(.serialized, .headlessWorld) @MainActor struct WrappedPageAndPickerTests {
    final class PickerCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            let image = info[.originalImage] as? UIImage
            let edited = info[.editedImage] as? UIImage
            log(
                "didFinishPicking \(info[.mediaType] as? String ?? "-") \(Int(image?.size.width ?? 0)) edited \(edited != nil)"
            )
            picker.dismiss(animated: true) { log("dismissed") }
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            log("didCancel")
            picker.dismiss(animated: true) { log("dismissed") }
        }
    }

    @Test("a tap beside the current dot moves one page and sends valueChanged; past the end, nothing")
    func pageControlTaps() throws {
        let transcript = Log.start()
        let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        dots.accessibilityIdentifier = "pages"
        dots.numberOfPages = 3
        dots.addAction(UIAction { _ in log("valueChanged \(dots.currentPage)") }, for: .valueChanged)
        let screen = UIViewController()
        screen.view.addSubview(dots)
        _ = showInWindow(screen)
        Headless.runUntilIdle()
        _ = transcript.take()

        try Headless.tapPageControl("pages")
        try Headless.tapPageControl("pages")
        try Headless.tapPageControl("pages")
        #expect(transcript.take() == ["valueChanged 1", "valueChanged 2"])
        try Headless.tapPageControl("pages", forward: false)
        #expect(transcript.take() == ["valueChanged 1"])
        dots.currentPage = 0
        #expect(transcript.take() == [])
        #expect(dots.interactionState == .none)
    }

    @Test("the page control keeps its page within its pages")
    func pageControlClamps() {
        let dots = UIPageControl()
        dots.numberOfPages = 4
        dots.currentPage = 9
        #expect(dots.currentPage == 3)
        dots.numberOfPages = 2
        #expect(dots.currentPage == 1)
        dots.currentPage = -1
        #expect(dots.currentPage == 0)
        #expect(dots.size(forNumberOfPages: 2) == CGSize(width: 52, height: 26))
    }

    @Test("picking tells the delegate the original and edited image; the delegate dismisses the picker")
    func pickerPicks() throws {
        let transcript = Log.start()
        let root = UIViewController()
        _ = showInWindow(root)
        let coordinator = PickerCoordinator()
        let picker = UIImagePickerController()
        picker.allowsEditing = true
        picker.delegate = coordinator
        root.present(picker, animated: true)
        Headless.runUntilIdle()
        _ = transcript.take()

        Headless.addImage(named: "beach", size: CGSize(width: 40, height: 30))
        try Headless.pickImage(try #require(UIImage(named: "beach")))
        #expect(transcript.take() == ["didFinishPicking public.image 40 edited true", "dismissed"])
        #expect(root.presentedViewController == nil)
        withExtendedLifetime(coordinator) {}
    }

    @Test("Cancel tells the delegate, which dismisses; without a picker the driver says so")
    func pickerCancels() throws {
        let transcript = Log.start()
        let root = UIViewController()
        _ = showInWindow(root)
        let coordinator = PickerCoordinator()
        let picker = UIImagePickerController()
        picker.delegate = coordinator
        #expect(picker.sourceType == .photoLibrary)
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        root.present(picker, animated: true)
        Headless.runUntilIdle()
        _ = transcript.take()

        try Headless.cancelImagePicker()
        #expect(transcript.take() == ["didCancel", "dismissed"])
        #expect(throws: Headless.ControlError.self) { try Headless.cancelImagePicker() }
        withExtendedLifetime(coordinator) {}
    }
}
