// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: the iOS 17.4 SDK's UIStoryboard.h (no initial controller gives nil; the creator forms,
// iOS 13, fall back to the class's own initializer when the block gives nil) and Apple's
// `awakeFromNib()` documentation (an object loaded from a storyboard or nib is initialized with
// `init(coder:)`, then sent `awakeFromNib()`). The reasons of the traps are the exception reasons
// apps print (Docs/Evidence.md).

/// A storyboard scene's controller, printing how it is made.
private final class ProfileViewController: UIViewController {
    var userID: String?

    required init?(coder: NSCoder) {
        Log.shared.append("Profile init(coder:)")
        super.init(coder: coder)
    }

    init?(coder: NSCoder, userID: String) {
        self.userID = userID
        Log.shared.append("Profile init(coder:userID:)")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        Log.shared.append("Profile awakeFromNib user \(userID ?? "none"), storyboard \(storyboard != nil)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Log.shared.append("Profile viewDidLoad")
    }
}

@Suite(.serialized, .headlessWorld) @MainActor struct UIStoryboardTests {
    @Test(
        "a storyboard's controllers are made with init(coder:), then awakeFromNib, and know their storyboard")
    func instantiation() {
        let log = Log.start()
        Headless.addStoryboard(
            named: "Main", initialViewController: "Profile",
            viewControllers: ["Profile": ProfileViewController.self, "Settings": UIViewController.self])
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let initial = storyboard.instantiateInitialViewController()
        #expect(log.take() == ["Profile init(coder:)", "Profile awakeFromNib user none, storyboard true"])
        #expect(initial is ProfileViewController)
        #expect(initial?.storyboard === storyboard)
        #expect(initial?.isViewLoaded == false)
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings")
        #expect(type(of: settings) == UIViewController.self)
        #expect(settings.storyboard === storyboard)
        let another = storyboard.instantiateViewController(withIdentifier: "Profile")
        #expect(another !== initial)
        #expect(log.take() == ["Profile init(coder:)", "Profile awakeFromNib user none, storyboard true"])
        #expect(UIViewController().storyboard == nil)
    }

    @Test("a creator makes the controller with its own initializer; a nil from it falls back to init(coder:)")
    func creator() {
        let log = Log.start()
        Headless.addStoryboard(
            named: "Profile", initialViewController: "Profile",
            viewControllers: ["Profile": ProfileViewController.self])
        let storyboard = UIStoryboard(name: "Profile", bundle: nil)
        let made: ProfileViewController = storyboard.instantiateViewController(identifier: "Profile") {
            coder in
            ProfileViewController(coder: coder, userID: "42")
        }
        #expect(made.userID == "42")
        #expect(
            log.take() == ["Profile init(coder:userID:)", "Profile awakeFromNib user 42, storyboard true"])
        let fallback: ProfileViewController? = storyboard.instantiateInitialViewController { _ in nil }
        #expect(fallback?.userID == nil)
        #expect(log.take() == ["Profile init(coder:)", "Profile awakeFromNib user none, storyboard true"])
    }

    @Test("a storyboard without an initial controller gives nil, as UIKit's does")
    func noInitialController() {
        _ = Log.start()
        Headless.addStoryboard(named: "Settings", viewControllers: ["Settings": UIViewController.self])
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        let typed: UIViewController? = storyboard.instantiateInitialViewController(creator: nil)
        #expect(typed == nil)
    }

    @Test("a storyboard nobody added stops the program with UIKit's reason and the headless fix")
    func missingStoryboardStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIStoryboard(name: "Onboarding", bundle: nil) }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            output.contains(
                "Fatal error: Could not find a storyboard named 'Onboarding' in bundle NSBundle <"))
        #expect(
            output.contains(
                "> (loaded). Headlessly a storyboard exists once a test adds it: call "
                    + "Headless.addStoryboard(named: \"Onboarding\", viewControllers: [...]) first."))
    }

    @Test("an identifier the storyboard lacks stops the program with UIKit's reason")
    func missingIdentifierStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                Headless.addStoryboard(named: "Main", viewControllers: ["Home": UIViewController.self])
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(
                    withIdentifier: "Detail")
            }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("Fatal error: Storyboard (<UIStoryboard: 0x"))
        #expect(
            output.contains(
                ">) doesn't contain a view controller with identifier 'Detail'. Headlessly a storyboard holds the "
                    + "identifiers given to Headless.addStoryboard(named:initialViewController:viewControllers:)."
            ))
    }

    @Test("an initial controller that is not among the identifiers stops at the misuse, naming the fix")
    func misnamedInitialControllerStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                Headless.addStoryboard(
                    named: "Main", initialViewController: "Root",
                    viewControllers: ["Home": UIViewController.self, "Detail": UIViewController.self])
            }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            output.contains(
                "Fatal error: Headless.addStoryboard(named: \"Main\"): the initial view controller 'Root' is not "
                    + "one of the storyboard's identifiers (Detail, Home); add it to viewControllers."))
    }
}
