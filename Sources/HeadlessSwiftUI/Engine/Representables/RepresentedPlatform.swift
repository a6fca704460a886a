// ViewLifecycle · HeadlessSwiftUI

/// A representable's behaviour seen without its generic arguments: the controller or view it made,
/// for what reads a screen through the representable (a `NavigationStack`'s navigation controller,
/// an app's own `UILabel`).
@MainActor
package protocol RepresentedPlatform {
    /// The controller or view the representable made, or `nil` before it is made.
    var representedObject: AnyObject? { get }
}

extension RepresentableBehavior: RepresentedPlatform {
    package var representedObject: AnyObject? { platform }
}
