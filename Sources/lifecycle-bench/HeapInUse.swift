// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation

    /// Bytes the C allocator has handed out and not taken back, read from glibc's `malloc_info`
    /// (looked up at run time: the Glibc module does not export `malloc.h`); `nil` elsewhere.
    ///
    /// In use = the arenas' current size, less their free chunks (fast and rest), plus mmapped
    /// blocks: what `mallinfo2().uordblks + hblkhd` reports in C.
    enum HeapInUse {
        private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

        /// The bytes in use now.
        static func bytes() -> Int? {
            guard let symbol = dlsym(nil, "malloc_info") else { return nil }
            let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
            var buffer: UnsafeMutablePointer<CChar>?
            var length = 0
            guard let file = open_memstream(&buffer, &length) else { return nil }
            _ = mallocInfo(0, file)
            fclose(file)
            guard let buffer else { return nil }
            defer { free(buffer) }
            let xml = String(cString: buffer)
            // The totals over every arena follow the last </heap>.
            let totals = xml.components(separatedBy: "</heap>").last ?? xml
            let current = Self.size(of: "<system type=\"current\"", in: totals)
            let free =
                Self.size(of: "<total type=\"fast\"", in: totals)
                + Self.size(of: "<total type=\"rest\"", in: totals)
            return current - free + Self.size(of: "<total type=\"mmap\"", in: totals)
        }

        /// The `size="…"` attribute of the first element that starts with `element`.
        private static func size(of element: String, in text: String) -> Int {
            guard let start = text.range(of: element) else { return 0 }
            guard let sizeRange = text[start.upperBound...].range(of: "size=\"") else { return 0 }
            return Int(text[sizeRange.upperBound...].prefix { $0.isNumber }) ?? 0
        }
    }

#endif
