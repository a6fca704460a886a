// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Returns the mounted SwiftUI graph of a hosting controller as indented text: one line per
    /// identity, with its type, where it sits in its parent, its state values and its behaviour.
    ///
    /// - Parameter controller: A `UIHostingController`, or any controller (which has no graph).
    /// - Returns: The graph, or a line saying there is none.
    public static func dump(_ controller: UIViewController) -> String {
        guard let owner = controller as? any HostingGraphOwner else {
            return "\(controller) hosts no SwiftUI graph\n"
        }
        return owner.graph.dump()
    }
}
