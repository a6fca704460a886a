// ViewLifecycle · HeadlessSwiftUI

/// The outputs of a gesture in SwiftUI's graph (made by the graph only; empty here).
public struct _GestureOutputs<Value> {}
