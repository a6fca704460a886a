// ViewLifecycle · TestRandom

/// A small seeded random number generator, so a failing random test can be replayed from its seed.
///
/// The standard library's generator cannot be seeded; this one is SplitMix64 (Steele, Lea and
/// Flood, 2014): a 64-bit state advanced by a fixed odd constant and mixed on the way out. The
/// tests of LifecycleCore, LifecycleTrace and ViewLifecycle draw their random inputs from it, so
/// a seed names the same sequence in all of them.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    ///
    /// - Parameter seed: The starting state; equal seeds give equal sequences.
    public init(seed: UInt64) { state = seed }

    /// Returns the next value of the sequence.
    ///
    /// - Returns: 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
