// ViewLifecycle · HeadlessSwiftUI

/// A dynamic property that gives a value when read outside the graph.
@MainActor
protocol ReadableOutsideGraph {
    /// Whether reading it outside the graph is harmless.
    var isReadableOutsideGraph: Bool { get }
}

extension State: ReadableOutsideGraph {
    var isReadableOutsideGraph: Bool { true }
}

extension ObservedObject: ReadableOutsideGraph {
    var isReadableOutsideGraph: Bool { true }
}

extension Environment: ReadableOutsideGraph {
    var isReadableOutsideGraph: Bool {
        if case .keyPath = source { return true }
        return false
    }
}

extension Binding: ReadableOutsideGraph {
    var isReadableOutsideGraph: Bool { true }
}
