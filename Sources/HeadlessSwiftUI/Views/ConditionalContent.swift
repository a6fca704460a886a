// ViewLifecycle · HeadlessSwiftUI

/// View content that shows one of two possible children.
///
/// The branch is part of the child's identity, so toggling replaces the child (and its state)
/// even when both branches have the same type.
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch is shown.
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        listChildren(into: &list)
    }
}

extension _ConditionalContent: ViewListContainer where TrueContent: View, FalseContent: View {
    func listChildren(into list: inout ChildList) {
        switch storage {
        case .trueContent(let content): list.append(.trueBranch, content)
        case .falseContent(let content): list.append(.falseBranch, content)
        }
    }
}
