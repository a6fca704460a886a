// ViewLifecycle · HeadlessSwiftUI

extension Never: Transferable {
    /// `Never` has no representation.
    public typealias Representation = Never

    /// Never called.
    public static var transferRepresentation: Never {
        fatalError("Never has no transfer representation")
    }
}
