// ViewLifecycle · HeadlessSwiftUI

extension Headless {
    /// One `#Preview` found in the process: its name and where it is written.
    public struct PreviewEntry: CustomStringConvertible {
        /// The preview's name, or `nil` when unnamed.
        public let name: String?
        /// The `#fileID` of the `#Preview`.
        public let fileID: String
        /// Its line.
        public let line: Int
        /// Its column.
        public let column: Int
        /// The registry the macro declared.
        package let registry: any _HeadlessPreviewRegistry.Type

        package init(
            name: String?, fileID: String, line: Int, column: Int, registry: any _HeadlessPreviewRegistry.Type
        ) {
            self.name = name
            self.fileID = fileID
            self.line = line
            self.column = column
            self.registry = registry
        }

        /// `name (fileID:line:column)`, or `fileID:line:column` when unnamed.
        public var description: String {
            let place = "\(fileID):\(line):\(column)"
            return name.map { "\($0) (\(place))" } ?? place
        }
    }
}
