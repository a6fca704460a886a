// ViewLifecycle · HeadlessSwiftUI

/// SwiftUI's `ColorSchemeContrast` from the SDK: Apple's cases, stored as given.
@available(iOS 13.0, *)
public enum ColorSchemeContrast: CaseIterable, Sendable, Equatable, Hashable {
    /// Apple's `standard` case.
    case standard
    /// Apple's `increased` case.
    case increased
}
