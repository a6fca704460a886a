// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    /// A container a tracked view can sit in, for the per-container event streams.
    enum ContainerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case vStack, zStack, conditional, forEach, scrollView, list, lazyVStack, lazyVGrid, pages

        var testDescription: String { rawValue }

        /// Whether the tracked view can be scrolled (or swiped) away and back.
        var scrolls: Bool { self != .vStack && self != .zStack && self != .conditional && self != .forEach }
    }

#endif
