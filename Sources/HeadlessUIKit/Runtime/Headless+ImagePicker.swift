// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Picks `image` in the image picker on top, as the user does: its delegate hears
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` (and dismisses the picker);
    /// runs until idle.
    ///
    /// - Parameter image: The picture the user chooses.
    /// - Throws: `Headless.ControlError` when no image picker is on screen.
    public static func pickImage(_ image: UIImage) throws {
        let picker = try imagePicker()
        ControlFinder.play { picker.userPicks(image) }
    }

    /// Taps Cancel in the image picker on top: its delegate hears
    /// `imagePickerControllerDidCancel(_:)`; runs until idle.
    ///
    /// - Throws: `Headless.ControlError` when no image picker is on screen.
    public static func cancelImagePicker() throws {
        let picker = try imagePicker()
        ControlFinder.play { picker.userCancels() }
    }

    /// The image picker on top: the top controller itself, or one inside it (a SwiftUI sheet
    /// hosts a representable's picker as a child of its hosting controller).
    private static func imagePicker() throws -> UIImagePickerController {
        let top = try ControlFinder.topController()
        var queue: [UIViewController] = [top]
        while !queue.isEmpty {
            let controller = queue.removeFirst()
            if let picker = controller as? UIImagePickerController { return picker }
            queue += controller.children
        }
        throw ControlError(
            "No image picker on screen; the top controller is \(String(describing: type(of: top))).")
    }
}
