// ViewLifecycle · HeadlessSwiftUI

// On Apple platforms SwiftUI declares `@Entry`; the define is set only off them (Package.swift).
#if HEADLESS_SWIFTUI_MACROS
    /// Makes a property in an extension of `EnvironmentValues`, `Transaction` or `FocusedValues`
    /// an entry: it reads and writes through a key the macro declares beside it, whose default
    /// value is the property's initial value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @attached(accessor) @attached(peer, names: prefixed(__Key_))
    public macro Entry() = #externalMacro(module: "HeadlessSwiftUIMacros", type: "EntryMacro")
#endif
