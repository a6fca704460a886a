// ViewLifecycle · HeadlessSwiftUI

/// Groups of controls that you can add to existing command menus (stored only: there is no
/// menu headlessly).
@available(iOS 14.0, *)
@available(tvOS, unavailable)
public struct CommandGroup<Content>: Commands where Content: View {
    /// Where the group goes.
    let placement: CommandGroupPlacement
    /// The group's controls, built when the group is.
    let content: Content

    /// A value describing the addition of the given views to the beginning of the indicated
    /// group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// A value describing the addition of the given views to the end of the indicated group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// A value describing the complete replacement of the contents of the indicated group with
    /// the given views.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// A primitive command group has no body.
    public typealias Body = Never
}

@available(*, unavailable)
extension CommandGroup: Sendable {}
