// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that can replace one symbol with another (`ContentTransition.symbolEffect(_:options:)`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ContentTransitionSymbolEffect {}
