// ViewLifecycle · HeadlessUIKit

import Foundation

/// The object that draws a layer's contents and lays out its sublayers (usually its view).
///
/// Every requirement is optional, as in Core Animation: the defaults do nothing.
public protocol CALayerDelegate: NSObjectProtocol {
    /// Updates `layer`'s contents.
    func display(_ layer: CALayer)
    /// Draws `layer`'s contents into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Prepares for `layer` to be drawn.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action `layer` runs for `event`, or nil to look further.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Lays out nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// None.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
