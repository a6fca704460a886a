// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI

    extension ScrollBenchmark {
        /// A row with a body of its own, so each build counts one `body`.
        struct Row: View {
            let index: Int

            var body: some View {
                Text("Row \(index)")
            }
        }

        /// A `List` of `count` rows (44 pt each, the list's default).
        struct ListRows: View {
            let count: Int

            var body: some View {
                List(0..<count, id: \.self) { Row(index: $0) }
            }
        }

        /// A `LazyVStack` of `count` rows in a `ScrollView` (20 pt each: a text line, measured).
        struct StackRows: View {
            let count: Int

            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<count, id: \.self) { Row(index: $0) }
                    }
                }
            }
        }
    }

#endif
