// ViewLifecycle · HeadlessSwiftUI

/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image successfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
