// ViewLifecycle · ViewLifecycle

extension LifecycleContext {
    /// Which side told ViewLifecycle about an event.
    ///
    /// UIKit (or AppKit) speaks where it forwards appearance to the view's hidden bridge
    /// controller: navigation, tabs, presentations, a screen's own views. Where it forwards
    /// nothing (the pages of a page-style `TabView`, the rows of lists and lazy stacks scrolled
    /// away and back), the events come from SwiftUI's own appearance of the view, and from
    /// SwiftUI too when the view leaves the graph.
    public enum Source: Hashable, Sendable {
        /// UIKit's appearance callbacks, with UIKit's timing, `animated` and interactivity.
        case uiKit
        /// AppKit's appearance callbacks (macOS).
        case appKit
        /// SwiftUI's appearance of the view (as `onAppear`/`onDisappear` see it) or its removal
        /// from the graph; never animated, never interactive.
        case swiftUI
    }
}
