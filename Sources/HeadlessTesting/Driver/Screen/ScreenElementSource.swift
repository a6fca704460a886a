// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// A built-in view or modifier that shows the user something of its own, or changes what its
/// content shows: the one conformance that puts a view in `Headless.screen(of:)` and in reach of
/// the driver.
///
/// The snapshot walks a graph children first. Each node's elements are the concatenation of its
/// children's, unless the node's view (or, for a modifier, its `ModifiedContent`'s modifier)
/// conforms: then they are what ``screenElements(content:in:)`` returns from the children's.
/// So a `Text` returns its one element and ignores `content` (it has none); a `Button` returns one
/// button element whose label is ``ScreenElement/combinedLabel(of:)`` of its label's elements
/// (consuming them, as VoiceOver reads a button as one element); `hidden()` returns `[]`; an
/// accessibility modifier returns `content` changed; `accessibilityElement(children: .combine)`
/// returns ``ScreenElement/combining(_:)`` of it.
///
/// Read the values from the view itself and from `node` (its `environment`, its `behavior`,
/// its state boxes): they are those of the latest update, so an action built here (a button's
/// `action`, a binding's setter) is the one a tap on a device would run. A disabled control
/// keeps its actions and sets `isEnabled` to `false`: the driver then refuses the gesture with
/// "cannot be tapped: it is disabled" rather than "cannot be tapped".
@MainActor
protocol ScreenElementSource {
    /// The elements this view or modifier shows, given those of its children, in order.
    ///
    /// - Parameters:
    ///   - content: The elements the node's children show, in order.
    ///   - node: The node holding this view, for its environment and behaviour.
    /// - Returns: What the user sees of the node, in order.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement]
}
