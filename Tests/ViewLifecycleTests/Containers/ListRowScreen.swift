// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// A `List` of rows by id, each tracked under `"R<id>"` with its visibility, taller than the
    /// screen, so the test can delete a row from the data or scroll the first ones out of sight.
    @MainActor struct ListRowScreen: View {
        let expose: (Binding<[Int]>) -> Void
        @State private var rows = Array(0..<40)

        var body: some View {
            let _ = expose($rows)
            List {
                ForEach(rows, id: \.self) { row in
                    Text("Row \(row)")
                        .onLifecycle { event, context in log("R\(row)", event, context) }
                        .onVisibilityChange { log("R\(row) visible \($0)") }
                        .frame(height: 44)
                }
            }
        }
    }

#endif
