// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A view that asynchronously loads and displays an image.
///
/// Nothing goes to the network: a test answers a URL with `Headless.serveImage(_:for:)` or
/// `Headless.failImage(for:with:)`, before or after the view asks. The view starts in
/// `.empty`; a load completes on a later run-loop turn (`Headless.runUntilIdle()`), and a URL
/// nobody answers stays `.empty`. A new URL starts again from `.empty`.
public struct AsyncImage<Content>: View where Content: View {
    let url: URL?
    /// The scale for the loaded image; stored only (nothing is drawn).
    let scale: CGFloat
    /// The transaction for phase changes; stored only (nothing is animated).
    let transaction: Transaction
    /// The view for a phase; `nil` where the image form draws its gray placeholder, which shows
    /// nothing on the screen.
    let content: (AsyncImagePhase) -> Content?

    /// Loads and displays an image from the specified URL.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image. The default is `1`.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = { $0.image }
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder
    /// until the image loads.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image. The default is `1`.
    ///   - content: A closure that takes the loaded image as an input, and returns the view to
    ///     show.
    ///   - placeholder: A closure that returns the view to show until the load operation
    ///     completes successfully.
    public init<I, P>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P>, I: View, P: View {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image. The default is `1`.
    ///   - transaction: The transaction to use when the phase changes.
    ///   - content: A closure that takes the load phase as an input, and returns the view to
    ///     display for the specified phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = { content($0) }
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension AsyncImage: PrimitiveView {
    /// The content for the node's phase, after asking for the URL if it is new to the node.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let loader = AsyncImageBehavior.of(node)
        loader.load(url)
        if let view = content(loader.phase) { list.append(.content, view) }
    }
}
