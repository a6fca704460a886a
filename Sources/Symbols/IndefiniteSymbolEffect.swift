// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that can run for as long as it is active (`symbolEffect(_:options:isActive:)`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol IndefiniteSymbolEffect {}
