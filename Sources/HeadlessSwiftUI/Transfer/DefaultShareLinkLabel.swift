// ViewLifecycle · HeadlessSwiftUI

/// The default label used for a share link: a "Share" title (or the link's) with the share
/// symbol, `square.and.arrow.up`.
public struct DefaultShareLinkLabel: View {
    let title: Text?

    init(title: Text?) {
        self.title = title
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension DefaultShareLinkLabel: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let title = title ?? Text("Share")
        list.append(
            .content,
            Label {
                title
            } icon: {
                Image(systemName: "square.and.arrow.up")
            })
    }
}
