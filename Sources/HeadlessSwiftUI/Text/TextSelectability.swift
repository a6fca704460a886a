// ViewLifecycle · HeadlessSwiftUI

/// SwiftUI's `TextSelectability` from the SDK: its requirements as declared.
@available(iOS 15.0, *)
public protocol TextSelectability {
    /// Apple's `allowsSelection` requirement.
    static var allowsSelection: Bool { get }
}
