// ViewLifecycle · HeadlessSwiftUI

// Unchecked: an anchor's translation closure only computes with the values it is given (and the
// anchors it was made from, whose values are the same `Sendable` type), as Apple's boxes do.
extension Anchor: @unchecked Sendable where Value: Sendable {}

extension Anchor.Source: @unchecked Sendable where Value: Sendable {}
