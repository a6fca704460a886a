// ViewLifecycle · HeadlessSwiftUI

/// The root content of a data-driven window group: the content closure given a binding to the
/// window's presented value, which a window opened at launch starts without (`nil`).
public struct PresentedWindowContent<Data, Content>: View
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    /// The window's presented value.
    @State private var value: Data?
    /// Builds the content from a binding to the value.
    nonisolated(unsafe) let content: (Binding<Data?>) -> Content

    nonisolated init(content: @escaping (Binding<Data?>) -> Content) {
        self.content = content
    }

    /// The content, built from the window's value.
    public var body: some View {
        content($value)
    }
}
