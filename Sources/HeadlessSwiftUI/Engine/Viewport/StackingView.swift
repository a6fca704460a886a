// ViewLifecycle · HeadlessSwiftUI

/// A view that places its children along an axis (`VStack`, `HStack`) or over one another
/// (`ZStack`, `nil`): how the viewport measures eager content to find where a lazy container
/// or a view with an id sits in a scroll view.
@MainActor
protocol StackingView {
    /// The axis children follow, or `nil` when they overlap.
    var stackingAxis: Axis? { get }
}

extension VStack: StackingView {
    var stackingAxis: Axis? { .vertical }
}

extension HStack: StackingView {
    var stackingAxis: Axis? { .horizontal }
}

extension ZStack: StackingView {
    var stackingAxis: Axis? { nil }
}
