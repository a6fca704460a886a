// ViewLifecycle · HeadlessSwiftUI

/// The resolved form of keyframes; headlessly always empty, since keyframes never play.
public struct _ResolvedKeyframes<Value> {}
