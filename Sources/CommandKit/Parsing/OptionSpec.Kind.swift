// ViewLifecycle · CommandKit

extension OptionSpec {
    /// What follows an option on the command line.
    package enum Kind: Equatable, Sendable {
        /// Nothing: the option is a flag.
        case flag
        /// One of these words.
        case choice([String])
        /// A whole number greater than zero.
        case count
    }
}
