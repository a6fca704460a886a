// ViewLifecycle · HeadlessUIKit

/// A placeholder in a menu that the app fills in later through its provider.
///
/// Headlessly the provider runs when the driver looks through the menu for an item
/// (`Headless.chooseMenuItem(_:of:)`): once for a cached element, every time for an uncached one.
@available(iOS 14.0, *)
@MainActor
@preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
    private let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
    private let isCached: Bool
    private var cachedElements: [UIMenuElement]?

    init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, cached: Bool) {
        elementProvider = provider
        isCached = cached
        super.init(title: "", image: nil)
    }

    /// Creates an element whose provider runs the first time it is shown.
    ///
    /// - Parameter elementProvider: Calls its completion with the elements to show.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, cached: true)
    }

    /// An element whose provider runs every time it is shown.
    ///
    /// - Parameter elementProvider: Calls its completion with the elements to show.
    /// - Returns: The element.
    @available(iOS 15.0, *)
    open class func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> Self {
        guard let element = UIDeferredMenuElement(provider: elementProvider, cached: false) as? Self else {
            preconditionFailure("\(self).uncached(_:) makes a UIDeferredMenuElement, not a subclass")
        }
        return element
    }

    /// The elements the provider gave, running it now unless a cached element already has them;
    /// `nil` while the provider has not called its completion.
    package func resolvedElements() -> [UIMenuElement]? {
        if isCached, let cachedElements { return cachedElements }
        var given: [UIMenuElement]?
        elementProvider { elements in given = elements }
        if isCached { cachedElements = given }
        return given
    }
}
