// ViewLifecycle · HeadlessUIKit

/// An object told when the user picks a picture in an image picker, or cancels; it dismisses
/// the picker.
///
/// UIKit's members are `optional`; here each is a requirement with a default that does nothing
/// (see `UINavigationControllerDelegate`), so a delegate that does not implement one leaves the
/// picker on screen.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked a picture or movie.
    ///
    /// - Parameters:
    ///   - picker: The image picker.
    ///   - info: The original image, and the edited one when editing was allowed.
    func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    ///
    /// - Parameter picker: The image picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - picker: The image picker.
    ///   - info: The picked media.
    public func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// Does nothing.
    ///
    /// - Parameter picker: The image picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
