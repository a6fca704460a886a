// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol DiscreteSymbolEffect {}
