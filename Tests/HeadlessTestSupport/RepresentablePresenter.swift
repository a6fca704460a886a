// ViewLifecycle · HeadlessTestSupport

/// A root that presents a logged representable named "S" in a sheet or a cover; a test taps
/// "present S" and "dismiss S" (`Triggers`).
public struct RepresentablePresenter: View {
    let cover: Bool
    @State private var isPresented = false

    /// Creates a root that presents in a full-screen cover if `cover`, else in a sheet.
    ///
    /// - Parameter cover: Whether to present in a full-screen cover.
    public init(cover: Bool) { self.cover = cover }

    /// The root's text, presenting the representable while "present S" holds.
    public var body: some View {
        let _ = Triggers.shared.register("present S") { isPresented = true }
        let _ = Triggers.shared.register("dismiss S") { isPresented = false }
        if cover {
            Text("Root").fullScreenCover(isPresented: $isPresented) { LoggedRepresentable(name: "S") }
        } else {
            Text("Root").sheet(isPresented: $isPresented) { LoggedRepresentable(name: "S") }
        }
    }
}
