// ViewLifecycle · HeadlessSwiftUI

/// The inputs of a gesture in SwiftUI's graph (made by the graph only; empty here).
public struct _GestureInputs {}
