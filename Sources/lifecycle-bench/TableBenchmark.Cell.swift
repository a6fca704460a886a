// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI

    extension TableBenchmark {
        /// The benchmark's cell; `counted` marks a cell the data source has seen, so each
        /// made cell is counted once.
        final class Cell: UITableViewCell {
            static let identifier = "Row"
            var counted = false
        }
    }

#endif
