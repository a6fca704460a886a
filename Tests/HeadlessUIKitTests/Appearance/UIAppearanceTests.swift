// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIAppearance.h in the iOS 17.4 SDK (`+appearance` returns one proxy per class, and
// `+appearanceWhenContainedInInstancesOfClasses:` one per containment); the proxy keeping what is
// set without applying it is the headless runtime's own choice (Docs/HeadlessUIKit.md).
@Suite(.serialized, .headlessWorld) @MainActor struct UIAppearanceTests {
    /// A custom bar, to show a subclass gets a proxy of its own type.
    final class BrandBar: UINavigationBar {}

    @Test("appearance() is one proxy per type that keeps what the app sets")
    func oneProxyPerType() {
        let bar = UINavigationBar.appearance()
        bar.tintColor = .red
        #expect(UINavigationBar.appearance() === bar)
        #expect(UINavigationBar.appearance().tintColor == .red)
        let brand = BrandBar.appearance()
        #expect(type(of: brand) == BrandBar.self)
        #expect(brand !== bar)
    }

    @Test("a containment or a trait gives a proxy of its own")
    func containmentAndTraits() {
        let plain = UILabel.appearance()
        let inNavigation = UILabel.appearance(whenContainedInInstancesOf: [UINavigationController.self])
        let dark = UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark))
        #expect(plain !== inNavigation)
        #expect(plain !== dark)
        #expect(
            UILabel.appearance(whenContainedInInstancesOf: [UINavigationController.self]) === inNavigation)
    }

    @Test("bar items have proxies too, and a new world starts without any")
    func barItemsAndReset() {
        let item = UIBarButtonItem.appearance()
        item.tintColor = .green
        #expect(UIBarButtonItem.appearance() === item)
        Headless.reset()
        #expect(UIBarButtonItem.appearance() !== item)
        #expect(UIBarButtonItem.appearance().tintColor == nil)
    }

    @Test("a proxy is no window's view and makes no window")
    func proxyIsOffScreen() {
        let window = UIWindow.appearance()
        #expect(window.isHidden)
        #expect(UIApplication.shared.windows.isEmpty)
    }
}
