// ViewLifecycle · HeadlessUIKit

/// A navigation controller that lets the user take a picture or choose one from the library.
///
/// Headlessly there is no camera and no library: the driver plays the user's choice
/// (`Headless.pickImage(_:)`) or Cancel (`Headless.cancelImagePicker()`), and the picker tells
/// its delegate, which dismisses it, as Apple's documentation asks.
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    /// Where the picture comes from; the library unless set.
    open var sourceType: UIImagePickerController.SourceType = .photoLibrary
    /// The media types offered (uniform type identifiers); images unless set.
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may move and scale the picture before choosing it.
    open var allowsEditing = false
    /// The longest video the camera records, in seconds.
    open var videoMaximumDuration: TimeInterval = 600
    /// The quality of recorded or picked video.
    open var videoQuality: UIImagePickerController.QualityType = .typeMedium
    /// Whether the camera shows its own controls.
    open var showsCameraControls = true
    /// A view drawn over the camera's preview.
    open var cameraOverlayView: UIView?
    /// What the camera captures.
    open var cameraCaptureMode: UIImagePickerController.CameraCaptureMode = .photo
    /// Which camera captures.
    open var cameraDevice: UIImagePickerController.CameraDevice = .rear
    /// The camera's flash.
    open var cameraFlashMode: UIImagePickerController.CameraFlashMode = .auto

    /// Creates a picker for the photo library.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker for the photo library.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name (unused headlessly).
    ///   - nibBundleOrNil: The nib's bundle (unused headlessly).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a picker from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter aDecoder: The archive (unused).
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// Whether the device has the source: headlessly the library and saved album, not a camera.
    ///
    /// - Parameter sourceType: The source.
    /// - Returns: Whether it can be used.
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types a source offers.
    ///
    /// - Parameter sourceType: The source.
    /// - Returns: Images and movies for the library, `nil` for an absent camera.
    open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Whether the device has that camera: headlessly none.
    ///
    /// - Parameter cameraDevice: The camera.
    /// - Returns: `false`.
    open class func isCameraDeviceAvailable(_ cameraDevice: UIImagePickerController.CameraDevice) -> Bool {
        false
    }

    /// Whether the camera has a flash: headlessly there is no camera.
    ///
    /// - Parameter cameraDevice: The camera.
    /// - Returns: `false`.
    open class func isFlashAvailable(for cameraDevice: UIImagePickerController.CameraDevice) -> Bool {
        false
    }

    /// Takes a picture with the camera: headlessly there is none, so nothing happens.
    open func takePicture() {}

    /// Starts recording video: headlessly there is no camera.
    ///
    /// - Returns: `false`.
    open func startVideoCapture() -> Bool { false }

    /// Stops recording video: headlessly nothing is recording.
    open func stopVideoCapture() {}

    /// The delegate as an image picker's delegate, when it is one (`delegate` is the navigation
    /// controller's, as in UIKit's Objective-C declaration).
    var pickerDelegate: (any UIImagePickerControllerDelegate)? {
        delegate as? any UIImagePickerControllerDelegate
    }

    /// The user chose `image`: the delegate hears
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the media type, the
    /// original image and, when editing is allowed, the edited image and crop rectangle.
    ///
    /// - Parameter image: The picture chosen.
    func userPicks(_ image: UIImage) {
        var info: [UIImagePickerController.InfoKey: Any] = [
            .mediaType: "public.image", .originalImage: image,
        ]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = CGRect(origin: .zero, size: image.size)
        }
        pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// The user tapped Cancel: the delegate hears `imagePickerControllerDidCancel(_:)`.
    func userCancels() {
        pickerDelegate?.imagePickerControllerDidCancel(self)
    }
}
