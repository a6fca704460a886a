// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIViewController.h in the iOS 17.4 SDK: `sheetPresentationController` is the
// presentation controller when the style is page sheet or form sheet (`.automatic` resolves to a
// page sheet), nil otherwise.
@Suite(.serialized, .headlessWorld) @MainActor struct SheetPresentationControllerTests {
    @Test("a sheet-style controller has a sheet presentation controller before it is presented")
    func sheetStyles() {
        let automatic = UIViewController()
        #expect(automatic.sheetPresentationController != nil)
        #expect(automatic.presentationController === automatic.sheetPresentationController)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        #expect(form.sheetPresentationController != nil)
    }

    @Test("other styles have none, and a popover keeps its popover controller")
    func otherStyles() {
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.sheetPresentationController == nil)
        #expect(popover.popoverPresentationController != nil)
    }

    @Test("detents set before presenting stay through the presentation")
    func detentsSurvivePresentation() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        let sheet = UIViewController()
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        Headless.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
        #expect(sheet.sheetPresentationController?.prefersGrabberVisible == true)
    }
}
