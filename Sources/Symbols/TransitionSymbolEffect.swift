// ViewLifecycle · Symbols (the stand-in where the platform has no Symbols framework)

/// An effect that can move a symbol in or out (`Transition.symbolEffect(_:options:)`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TransitionSymbolEffect {}
