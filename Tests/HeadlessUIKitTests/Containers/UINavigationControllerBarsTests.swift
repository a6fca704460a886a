// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UINavigationController.h / UINavigationBar.h: the bar is the controller's own, shown by
// default and configured in place; the toolbar starts hidden; the hiding switches are off.
@Suite(.serialized, .headlessWorld) @MainActor struct UINavigationControllerBarsTests {
    @Test("the navigation bar is one object, shown by default, hidden by setNavigationBarHidden")
    func navigationBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.navigationBar === navigation.navigationBar)
        #expect(navigation.isNavigationBarHidden == false)
        #expect(navigation.navigationBar.prefersLargeTitles == false)
        #expect(navigation.navigationBar.isTranslucent == true)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden == true)
        #expect(navigation.navigationBar.isHidden == true)
        #expect(navigation.navigationBar.prefersLargeTitles == true)
        navigation.isNavigationBarHidden = false
        #expect(navigation.navigationBar.isHidden == false)
    }

    @Test("the toolbar starts hidden and the bar-hiding switches start off")
    func toolbarAndHiding() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.isToolbarHidden == true)
        #expect(navigation.hidesBarsOnTap == false)
        #expect(navigation.hidesBarsOnSwipe == false)
        navigation.setToolbarHidden(false, animated: false)
        navigation.hidesBarsOnTap = true
        #expect(navigation.isToolbarHidden == false)
        #expect(navigation.hidesBarsOnTap == true)
    }
}
