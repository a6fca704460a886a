// ViewLifecycle · HeadlessSwiftUI

import Combine
import Foundation

/// An object that renders a view as an image.
///
/// Headlessly nothing is rasterized: the renderer keeps its content and settings (announcing
/// each change through `objectWillChange`, as on a device), while ``uiImage`` is `nil` and
/// `render(rasterizationScale:renderer:)` is not offered, as there is no Core Graphics context.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
final public class ImageRenderer<Content>: ObservableObject where Content: View {
    /// The publisher that announces each change to the renderer's settings.
    final public let objectWillChange = PassthroughSubject<Void, Never>()

    /// The view rendered.
    @MainActor final public var content: Content {
        willSet { objectWillChange.send() }
    }

    /// The size proposed to the view (unspecified by default: its ideal size).
    @MainActor final public var proposedSize: ProposedViewSize = .unspecified {
        willSet { objectWillChange.send() }
    }

    /// The scale of the image, in pixels per point (1 by default).
    @MainActor final public var scale: CGFloat = 1 {
        willSet { objectWillChange.send() }
    }

    /// Whether the image is fully opaque.
    @MainActor final public var isOpaque: Bool = false {
        willSet { objectWillChange.send() }
    }

    /// The color space and storage of the image.
    @MainActor final public var colorMode: ColorRenderingMode = .nonLinear {
        willSet { objectWillChange.send() }
    }

    /// Creates a renderer for a view.
    ///
    /// - Parameter view: The view to render.
    @MainActor public init(content view: Content) {
        content = view
    }

    /// The rendered image: `nil` headlessly, as nothing is rasterized (recorded in
    /// `Headless.inertCalls`).
    @MainActor final public var uiImage: UIImage? {
        InertCalls.record("ImageRenderer.uiImage")
        return nil
    }

    /// The rendered Core Graphics image: `nil` headlessly, as nothing is rasterized (recorded in
    /// `Headless.inertCalls`).
    @MainActor final public var cgImage: CGImage? {
        InertCalls.record("ImageRenderer.cgImage")
        return nil
    }

    /// The publisher's type.
    public typealias ObjectWillChangePublisher = PassthroughSubject<Void, Never>
}
