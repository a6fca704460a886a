// ViewLifecycle · HeadlessSwiftUI

// On Apple platforms SwiftUI declares `#Preview`; the define is set only off them (Package.swift).
#if HEADLESS_SWIFTUI_MACROS
    /// Declares a preview of a view; `Headless.previews` lists it and `Headless.showPreview(_:)` shows it.
    @freestanding(declaration)
    public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
        #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

    /// Declares a preview of a view with traits; `Headless.previews` lists it.
    @freestanding(declaration)
    public macro Preview(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
        _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View
    ) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")
#endif
