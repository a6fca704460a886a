// ViewLifecycle · lifecycle-bench

import HeadlessSwiftUI

extension ScreenBenchmark {
    /// A 1,000-row screen: each row an HStack of Text, Image and Button.
    struct PlainRows: View {
        var body: some View {
            VStack {
                ForEach(0..<1_000) { index in
                    HStack {
                        Text("Row \(index)")
                        Image(systemName: "star")
                        Button("Open") {}
                    }
                }
            }
        }
    }

    /// The same screen with eight inert modifiers on each row.
    struct ModifiedRows: View {
        var body: some View {
            VStack {
                ForEach(0..<1_000) { index in
                    HStack {
                        Text("Row \(index)")
                        Image(systemName: "star")
                        Button("Open") {}
                    }
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
