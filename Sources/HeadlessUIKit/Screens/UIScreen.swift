// ViewLifecycle · HeadlessUIKit

import Foundation

/// An object that defines the properties associated with a hardware-based display: the world's
/// one simulated screen, whose bounds follow `Headless.setScreenSize(_:)`.
@MainActor @preconcurrency
open class UIScreen: NSObject, UITraitEnvironment {
    /// Called when the traits change (never, headlessly: the screen's traits are the screen's).
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The one screen of the current world.
    static let device = UIScreen()

    /// Creates the screen object (one per world's device; use `main` or a scene's `screen`).
    override init() {
        super.init()
    }

    /// The device's internal screen.
    @available(
        iOS, introduced: 2.0, deprecated: 100000.0,
        message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
    )
    open class var main: UIScreen { device }

    /// The screen's coordinate space: points on the screen, in which windows' frames are given.
    @available(iOS 8.0, *)
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }

    /// The screen's coordinate space in the portrait-up orientation: the same as
    /// `coordinateSpace` here, where the interface does not rotate.
    @available(iOS 8.0, *)
    open var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }

    /// The bounding rectangle of the screen, in points: the simulated screen's size.
    open var bounds: CGRect { HeadlessWorld.screenBounds }

    /// The natural scale factor associated with the screen: the traits' display scale.
    open var scale: CGFloat { HeadlessWorld.shared.screenTraits.displayScale }

    /// The bounding rectangle of the physical screen, in pixels (portrait-up, as UIKit reports).
    open var nativeBounds: CGRect {
        let size = bounds.size
        let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
        return CGRect(x: 0, y: 0, width: portrait.width * nativeScale, height: portrait.height * nativeScale)
    }

    /// The native scale factor for the physical screen.
    open var nativeScale: CGFloat { scale }

    /// The brightness level of the screen, from 0 to 1 (kept; nothing dims headlessly).
    open var brightness: CGFloat = 0.5

    /// The traits of the screen: the world's.
    open var traitCollection: UITraitCollection { HeadlessWorld.shared.screenTraits }
}
