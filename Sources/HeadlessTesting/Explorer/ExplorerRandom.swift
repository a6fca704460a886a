// ViewLifecycle · HeadlessTesting

/// The explorer's seeded generator, so a seed names one run on every platform and toolchain.
///
/// SplitMix64 (Steele, Lea and Flood, 2014), the generator the package's random tests use
/// (Tests/TestRandom): the standard library's cannot be seeded.
struct ExplorerRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A position in `0..<count`, drawn without the standard library's rejection loop changing
    /// between versions.
    mutating func index(below count: Int) -> Int {
        Int(next() % UInt64(count))
    }
}
