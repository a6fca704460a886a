// ViewLifecycle · HeadlessSwiftUI

extension IndexedIdentifierCollection {
    /// One element's index in the base collection and its identifier.
    public struct Element {
        let index: Base.Index
        let id: ID
    }
}
