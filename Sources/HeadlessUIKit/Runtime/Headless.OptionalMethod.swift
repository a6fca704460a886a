// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// A delegate's optional one-argument method as a value, so that `delegate?.method?(x)`
    /// compiles as it does against UIKit's Objective-C optional requirements.
    @MainActor @preconcurrency
    public struct OptionalMethod<Argument, Result> {
        let body: (Argument) -> Result

        init(_ body: @escaping (Argument) -> Result) {
            self.body = body
        }

        /// Calls the method.
        ///
        /// - Parameter argument: Its argument.
        /// - Returns: Its result.
        public func callAsFunction(_ argument: Argument) -> Result {
            body(argument)
        }
    }
}
