// ViewLifecycle · HeadlessSwiftUI

/// A key for a value a focused view (or its scene) publishes to the views that read it.
@available(iOS 14.0, macOS 11.0, *)
public protocol FocusedValueKey {
    /// The type of the value the key names.
    associatedtype Value
}
