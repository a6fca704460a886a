// ViewLifecycle · TestProcesses

import Foundation

/// The folder SwiftPM builds the package's products into, where tests find its executables.
///
/// Found from the test code's own image, as SwiftPM's test template finds it: on Apple platforms
/// that is the `.xctest` bundle, which sits in the products folder; elsewhere the test executable
/// is in that folder itself. (`CommandLine.arguments[0]` names the test runner instead, which on
/// a Mac is Xcode's `xctest` or SwiftPM's `swiftpm-testing-helper`.)
public enum BuiltProducts {
    /// The products folder.
    public static var directory: URL {
        let image = Bundle(for: ImageMarker.self).bundleURL
        return image.pathExtension == "xctest" ? image.deletingLastPathComponent() : image
    }

    /// The built executable named `name`.
    ///
    /// - Parameter name: The executable product's name.
    /// - Returns: Its file in the products folder.
    public static func executable(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}

/// A class whose image is the test code's, for `Bundle(for:)`.
private final class ImageMarker {}
