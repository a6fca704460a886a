// ViewLifecycle · HeadlessSwiftUI

extension Never: TransferRepresentation {
    /// `Never` transfers nothing.
    public typealias Item = Never
}
