// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A control for navigating to a URL.
///
/// The label is a child; on screen `Link "label"`, which a tap opens (`Headless.openedURLs`).
public struct Link<Label>: View where Label: View {
    package let destination: URL
    let label: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    ///
    /// - Parameters:
    ///   - destination: The URL for the link.
    ///   - label: A view that describes the destination of URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The body of a primitive view.
    public typealias Body = Never

    /// Opens `url` as a tap on a link does: through the environment's `openURL` action, whose
    /// system default records it in `Headless.openedURLs`.
    package static func open(_ url: URL, in environment: EnvironmentValues) {
        environment.openURL(url)
    }
}

extension Link: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, label)
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title that describes the purpose of this link.
    ///   - destination: The URL for the link.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title for describing the underlying `destination`
    ///     URL.
    ///   - destination: The URL for the link.
    @_disfavoredOverload
    public init<S>(_ title: S, destination: URL) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }
}
