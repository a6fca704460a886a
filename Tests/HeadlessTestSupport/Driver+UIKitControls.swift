// ViewLifecycle · HeadlessTestSupport

// The driver calls that reach UIKit views a representable shows: typing into its text view,
// text field or search bar, tapping its page control, answering its image picker. Headless they
// play the user's gesture through HeadlessUIKit's driver; on Apple platforms a unit test cannot,
// so they do nothing (tests that need them run only where `drivesUserActions`).
#if canImport(UIKit)
    extension Driver {
        /// Does nothing: a unit test cannot type.
        ///
        /// - Parameters:
        ///   - text: The characters (unused).
        ///   - name: The view's identifier or placeholder (unused).
        ///   - submit: Whether return follows (unused).
        public static func typeIntoUIKit(_ text: String, into name: String, submit: Bool = false) throws {}
        /// Does nothing: a unit test cannot tap.
        ///
        /// - Parameters:
        ///   - identifier: The page control's identifier (unused).
        ///   - forward: The side tapped (unused).
        public static func tapPageControl(_ identifier: String, forward: Bool = true) throws {}
        /// Does nothing: a unit test cannot pick a photo.
        ///
        /// - Parameter image: The picture (unused).
        public static func pickImage(_ image: UIImage) throws {}
        /// Does nothing: a unit test cannot tap.
        ///
        /// - Parameter name: The control's identifier or title (unused).
        public static func tapUIKitControl(_ name: String) throws {}
        /// Does nothing: a unit test cannot touch a view.
        ///
        /// - Parameter view: The view (unused).
        public static func tapUIKitView(_ view: UIView) throws {}
        /// Does nothing: a unit test cannot use the share sheet.
        ///
        /// - Parameters:
        ///   - activityType: The service (unused).
        ///   - completed: Whether it completed (unused).
        public static func finishSharing(with activityType: UIActivity.ActivityType?, completed: Bool) throws
        {}
    }
#else
    extension Driver {
        /// Types `text` into the UIKit text view, text field or search bar named `name`, as the
        /// user does, and runs until idle (`Headless.typeText`).
        ///
        /// - Parameters:
        ///   - text: The characters.
        ///   - name: The view's identifier, label or placeholder.
        ///   - submit: Whether return (search) follows.
        public static func typeIntoUIKit(_ text: String, into name: String, submit: Bool = false) throws {
            try Headless.typeText(text, into: name, submit: submit)
        }
        /// Taps the UIKit page control named `identifier` beside its current dot
        /// (`Headless.tapPageControl`).
        ///
        /// - Parameters:
        ///   - identifier: The page control's identifier or label.
        ///   - forward: Whether the tap falls after the current dot.
        public static func tapPageControl(_ identifier: String, forward: Bool = true) throws {
            try Headless.tapPageControl(identifier, forward: forward)
        }
        /// Picks `image` in the image picker on screen (`Headless.pickImage`).
        ///
        /// - Parameter image: The picture the user chooses.
        public static func pickImage(_ image: UIImage) throws { try Headless.pickImage(image) }
        /// Taps the UIKit control named `name` (`Headless.tapControl`).
        ///
        /// - Parameter name: The control's identifier, label or title.
        public static func tapUIKitControl(_ name: String) throws { try Headless.tapControl(name) }
        /// Taps the centre of `view`: its gesture recognizers and responder chain see the touch
        /// (`Headless.tap(_:)`).
        ///
        /// - Parameter view: A visible view in a window.
        public static func tapUIKitView(_ view: UIView) throws { try Headless.tap(view) }
        /// Finishes the share sheet on top by choosing `activityType`, or Cancel with `nil`
        /// (`Headless.completeActivity`).
        ///
        /// - Parameters:
        ///   - activityType: The service chosen, or `nil`.
        ///   - completed: Whether it completed.
        public static func finishSharing(with activityType: UIActivity.ActivityType?, completed: Bool) throws
        {
            try Headless.completeActivity(activityType, completed: completed)
        }
    }
#endif
