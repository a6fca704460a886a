// ViewLifecycle · HeadlessSwiftUI

/// A preview `#Preview` declares: a name, traits and the view it shows (DeveloperToolsSupport's type).
public struct Preview {
    /// The name the canvas shows, if any.
    package let name: String?
    /// The traits, in the order written.
    package let traits: [PreviewTrait<Preview.ViewTraits>]
    /// Makes the previewed view.
    package let body: @MainActor () -> any View

    /// Creates a preview of a view.
    ///
    /// - Parameters:
    ///   - name: The preview's name.
    ///   - traits: How the preview is laid out and oriented.
    ///   - body: The view to preview.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.body = body
    }
}
