// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Foundation on Apple platforms has FileWrapper; this stand-in is for where it is missing.
#if !canImport(Darwin)
    /// A representation of a node (a file, directory, or symbolic link) in a file system.
    ///
    /// A minimal stand-in for Foundation's `FileWrapper`, which Linux lacks, so document code
    /// compiles: regular files and directories held in memory, never read from or written to disk.
    open class FileWrapper {
        /// The file's contents, for a regular file.
        private let contents: Data?
        /// The children by name, for a directory.
        private var children: [String: FileWrapper]?

        /// The preferred filename for the file wrapper object.
        open var preferredFilename: String?
        /// The filename of the file wrapper object.
        open var filename: String?

        /// Initializes the receiver as a regular-file file wrapper.
        public init(regularFileWithContents contents: Data) {
            self.contents = contents
            children = nil
        }

        /// Initializes the receiver as a directory file wrapper, with the given children, each
        /// named by its key.
        public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
            contents = nil
            for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
                child.preferredFilename = name
            }
            children = childrenByPreferredName
        }

        /// Whether this file wrapper represents a directory.
        open var isDirectory: Bool { children != nil }

        /// Whether this file wrapper represents a regular file.
        open var isRegularFile: Bool { contents != nil }

        /// Whether this file wrapper represents a symbolic link (never, here).
        open var isSymbolicLink: Bool { false }

        /// The contents of the file-system node associated with a regular-file file wrapper.
        open var regularFileContents: Data? { contents }

        /// The file wrappers contained by a directory file wrapper.
        open var fileWrappers: [String: FileWrapper]? { children }

        /// Adds a child file wrapper to the receiver, which must be a directory file wrapper; the
        /// name it is stored under (its preferred filename, numbered when taken).
        @discardableResult
        open func addFileWrapper(_ child: FileWrapper) -> String {
            var name = child.preferredFilename ?? "Untitled"
            var number = 2
            while children?[name] != nil {
                name = "\(number) \(child.preferredFilename ?? "Untitled")"
                number += 1
            }
            child.filename = name
            children?[name] = child
            return name
        }

        /// Creates a regular-file file wrapper with the given contents and adds it to the receiver,
        /// which must be a directory file wrapper; the name it is stored under.
        @discardableResult
        open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
            let child = FileWrapper(regularFileWithContents: data)
            child.preferredFilename = fileName
            return addFileWrapper(child)
        }

        /// Removes a child file wrapper from the receiver, which must be a directory file wrapper.
        open func removeFileWrapper(_ child: FileWrapper) {
            guard let name = children?.first(where: { $0.value === child })?.key else { return }
            children?[name] = nil
        }
    }
#endif
