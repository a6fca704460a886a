// ViewLifecycle · HeadlessSwiftUI

// The toolbar cannot be customized headlessly: the customization modifiers keep the content's
// items as they are, recording the call in `Headless.inertCalls`.

extension CustomizableToolbarContent {
    /// Configures the way customizable toolbar items with the default behavior behave (stored
    /// only).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func customizationBehavior(
        _ behavior: ToolbarCustomizationBehavior
    ) -> some CustomizableToolbarContent {
        InertCalls.recordIfOnMainActor("CustomizableToolbarContent.customizationBehavior(_:)")
        return TupleToolbarContent(items: [self])
    }

    /// Configures the way customizable toolbar items with the default behavior behave (stored
    /// only: the item is listed whatever its default visibility).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func defaultCustomization(
        _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
    ) -> some CustomizableToolbarContent {
        InertCalls.recordIfOnMainActor("CustomizableToolbarContent.defaultCustomization(_:options:)")
        return TupleToolbarContent(items: [self])
    }

    /// Configures customizable toolbar content with the default visibility and options (stored
    /// only).
    @available(
        iOS, introduced: 16.0, deprecated: 16.0,
        message: "Please provide either a visibility or customization options"
    )
    @available(
        macOS, introduced: 13.0, deprecated: 13.0,
        message: "Please provide either a visibility or customization options"
    )
    @available(
        tvOS, introduced: 16.0, deprecated: 16.0,
        message: "Please provide either a visibility or customization options"
    )
    @available(
        watchOS, introduced: 9.0, deprecated: 9.0,
        message: "Please provide either a visibility or customization options"
    )
    public func defaultCustomization() -> some CustomizableToolbarContent {
        InertCalls.recordIfOnMainActor("CustomizableToolbarContent.defaultCustomization()")
        return TupleToolbarContent(items: [self])
    }
}
