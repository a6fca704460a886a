// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation

    /// A small seeded generator, so every run measures the same stream.
    struct SplitMix64: RandomNumberGenerator {
        private var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    extension Duration {
        /// The duration in nanoseconds.
        var nanoseconds: Double {
            Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
        }
        /// The duration in seconds.
        var seconds: Double { nanoseconds / 1e9 }
    }

    /// A figure with three decimals, as the RESULT lines print it.
    func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

#endif
