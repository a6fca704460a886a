// ViewLifecycle · HeadlessSwiftUI

/// A type that produces view previews; headlessly `Headless.showPreviews(of:)` shows them.
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }

    /// The platform on which to run the provider.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The platform inferred from the build: `nil`.
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }

    /// The previews, type-erased.
    @MainActor @preconcurrency public static var _previews: Any { previews }

    /// The platform, as `_PreviewProvider` reads it.
    @MainActor @preconcurrency public static var _platform: PreviewPlatform? { platform }
}
