// ViewLifecycle · HeadlessSwiftUI

/// The type-erased requirements of a preview provider.
@MainActor @preconcurrency
public protocol _PreviewProvider {
    /// The previews, type-erased.
    @MainActor @preconcurrency static var _previews: Any { get }
    /// The platform on which to run the provider.
    @MainActor @preconcurrency static var _platform: PreviewPlatform? { get }
}
