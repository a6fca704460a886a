// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI

    extension TableBenchmark {
        /// The benchmark's data source: row titles made on demand, counting what it does.
        final class Source: NSObject, UITableViewDataSource {
            let rows: Int
            var configurations = 0
            var cellsCreated = 0

            init(rows: Int) {
                self.rows = rows
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                configurations += 1
                let cell = tableView.dequeueReusableCell(withIdentifier: Cell.identifier, for: indexPath)
                if let counted = cell as? Cell, !counted.counted {
                    counted.counted = true
                    cellsCreated += 1
                }
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                cell.contentConfiguration = content
                return cell
            }
        }
    }

#endif
