// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI

    extension ScreenBenchmark {
        /// One row: an HStack of Text, Image and Button.
        struct Row: View {
            let index: Int

            var body: some View {
                HStack {
                    Text("Row \(index)")
                    Image(systemName: "star")
                    Button("Open") {}
                }
            }
        }

        /// A 1,000-row screen of plain rows.
        struct PlainRows: View {
            var body: some View {
                VStack {
                    ForEach(0..<1_000) { index in
                        Row(index: index)
                    }
                }
            }
        }

        /// The same screen with eight inert modifiers on each row.
        struct ModifiedRows: View {
            var body: some View {
                VStack {
                    ForEach(0..<1_000) { index in
                        Row(index: index)
                            .padding()
                            .font(.body)
                            .foregroundStyle(.primary)
                            .frame(maxWidth: .infinity)
                            .opacity(0.9)
                            .background(Color.gray)
                            .cornerRadius(8)
                            .accessibilityLabel("Row \(index)")
                    }
                }
            }
        }
    }

#endif
