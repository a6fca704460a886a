// ViewLifecycle · HeadlessUIKit

/// The physical orientation of the device.
@available(tvOS, unavailable)
public enum UIDeviceOrientation: Int, @unchecked Sendable {
    /// The orientation of the device can't be determined.
    case unknown = 0
    /// The device is in portrait mode, with the device held upright and the front-facing camera
    /// at the top.
    case portrait = 1
    /// The device is in portrait mode but upside down.
    case portraitUpsideDown = 2
    /// The device is in landscape mode, with the front-facing camera on the left side.
    case landscapeLeft = 3
    /// The device is in landscape mode, with the front-facing camera on the right side.
    case landscapeRight = 4
    /// The device is held parallel to the ground with the screen facing upwards.
    case faceUp = 5
    /// The device is held parallel to the ground with the screen facing downwards.
    case faceDown = 6

    /// A Boolean value that indicates whether the device is in a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// A Boolean value that indicates whether the device is in a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// A Boolean value that indicates whether the device is in a flat orientation.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// A Boolean value that indicates whether the specified orientation is one of the
    /// interface orientations (portrait, upside down or either landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
