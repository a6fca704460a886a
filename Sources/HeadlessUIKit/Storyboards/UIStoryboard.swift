// ViewLifecycle · HeadlessUIKit

import Foundation

/// A storyboard: the controllers an app's Interface Builder file defines, made on request.
///
/// Headlessly a storyboard exists once a test adds it with
/// `Headless.addStoryboard(named:initialViewController:viewControllers:)`. Its controllers are
/// made as UIKit makes them, with `init(coder:)` and then `awakeFromNib()`; the views, outlets
/// and segues a storyboard file would also hold are not loaded.
@available(iOS 5.0, *)
@MainActor
@preconcurrency
open class UIStoryboard: NSObject {
    private let scenes: InterfaceFiles.Storyboard

    /// Finds the storyboard named `name`; stops the program, as UIKit does, when there is none.
    ///
    /// - Parameters:
    ///   - name: The storyboard's name, without its extension.
    ///   - storyboardBundleOrNil: The bundle it is in, or `nil` for the main bundle.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let scenes = InterfaceFiles.current.storyboards[name] else {
            let bundle = storyboardBundleOrNil ?? .main
            preconditionFailure(
                "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded). "
                    + "Headlessly a storyboard exists once a test adds it: call "
                    + "Headless.addStoryboard(named: \"\(name)\", viewControllers: [...]) first.")
        }
        self.scenes = scenes
        super.init()
    }

    /// Makes the storyboard's initial controller.
    ///
    /// - Returns: The controller, or `nil` when the storyboard has no initial controller.
    open func instantiateInitialViewController() -> UIViewController? {
        scenes.initialViewController.map { makeViewController($0, creator: nil) }
    }

    /// Makes the controller with the storyboard identifier `identifier`; stops the program, as
    /// UIKit does, when the storyboard has none.
    ///
    /// - Parameter identifier: The controller's storyboard identifier.
    /// - Returns: A new controller.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        makeViewController(identifier, creator: nil)
    }

    /// Makes a controller as a storyboard does: `creator`'s controller, or else the registered
    /// class's `init(coder:)`; then the storyboard is set and `awakeFromNib()` runs.
    func makeViewController(
        _ identifier: String, creator: ((NSCoder) -> UIViewController?)?
    ) -> UIViewController {
        guard let type = scenes.viewControllers[identifier] else {
            preconditionFailure(
                "Storyboard (<UIStoryboard: \(HeadlessWorld.address(of: self))>) doesn't contain a view "
                    + "controller with identifier '\(identifier)'. Headlessly a storyboard holds the identifiers "
                    + "given to Headless.addStoryboard(named:initialViewController:viewControllers:).")
        }
        let coder = NSCoder()
        guard let controller = creator?(coder) ?? type.init(coder: coder) else {
            preconditionFailure(
                "\(type).init(coder:) returned nil for the storyboard identifier '\(identifier)': a "
                    + "controller made from a storyboard must be able to initialize from a coder.")
        }
        controller.storyboard = self
        controller.awakeFromNib()
        return controller
    }
}

extension UIStoryboard {
    /// Makes the storyboard's initial controller with `creator`, or else its class's
    /// `init(coder:)`.
    ///
    /// - Parameter creator: Makes the controller from the coder it is given; `nil` for the
    ///   class's own `init(coder:)`.
    /// - Returns: The controller, or `nil` when the storyboard has no initial controller.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor
    public func instantiateInitialViewController<ViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? where ViewController: UIViewController {
        guard let identifier = scenes.initialViewController else { return nil }
        return typed(makeViewController(identifier, creator: creator), identifier)
    }

    /// Makes the controller with the storyboard identifier `identifier` with `creator`, or else
    /// its class's `init(coder:)`.
    ///
    /// - Parameters:
    ///   - identifier: The controller's storyboard identifier.
    ///   - creator: Makes the controller from the coder it is given; `nil` for the class's own
    ///     `init(coder:)`.
    /// - Returns: A new controller.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor
    public func instantiateViewController<ViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController where ViewController: UIViewController {
        typed(makeViewController(identifier, creator: creator), identifier)
    }

    private func typed<ViewController: UIViewController>(
        _ controller: UIViewController, _ identifier: String
    ) -> ViewController {
        guard let typed = controller as? ViewController else {
            preconditionFailure(
                "The storyboard made a \(type(of: controller)) for the identifier '\(identifier)', "
                    + "which is not a \(ViewController.self).")
        }
        return typed
    }
}
