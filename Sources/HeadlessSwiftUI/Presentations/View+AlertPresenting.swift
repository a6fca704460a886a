// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// The one path every `alert` and `confirmationDialog` form takes: the request, built from
    /// the latest closures, shows while `isPresented` is true and `data` is not `nil`; a tap on
    /// any action sets `isPresented` back to `false` before the action runs.
    func presenting<T>(
        isPresented: Binding<Bool>, data: T?, request: (T) -> AlertRequest
    ) -> some View {
        let shown = isPresented.wrappedValue ? data.map(request) : nil
        return modifier(_AlertModifier(request: shown) { isPresented.wrappedValue = false })
    }
}
