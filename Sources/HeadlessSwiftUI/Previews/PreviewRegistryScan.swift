// ViewLifecycle · HeadlessSwiftUI

/// Finds the types `#Preview` declared in every loaded image by walking the Swift runtime's type
/// metadata records (as Swift Testing 6.0 found its test containers): Swift has no static
/// initialisers, so a declaration cannot register itself.
package enum PreviewRegistryScan {
    /// Every `_HeadlessPreviewRegistry` type in the process.
    package static func registries() -> [any _HeadlessPreviewRegistry.Type] {
        var found: [any _HeadlessPreviewRegistry.Type] = []
        withUnsafeMutablePointer(to: &found) { pointer in
            swiftEnumerateAllMetadataSections(
                { sections, context in
                    PreviewRegistryScan.scan(sections: sections, into: context!)
                    return true
                }, UnsafeMutableRawPointer(pointer))
        }
        return found
    }

    /// Reads one image's `swift5_type_metadata` records: they follow `version`, `baseAddress`, two
    /// unused words and the protocol and conformance ranges in the runtime's `MetadataSections`.
    private static func scan(sections: UnsafeRawPointer, into context: UnsafeMutableRawPointer) {
        let found = context.assumingMemoryBound(to: [any _HeadlessPreviewRegistry.Type].self)
        let start = sections.load(fromByteOffset: 64, as: UInt.self)
        let length = sections.load(fromByteOffset: 72, as: UInt.self)
        guard start != 0, let base = UnsafeRawPointer(bitPattern: start) else { return }
        for offset in stride(from: 0, to: Int(length), by: 4) {
            let record = base + offset
            let relative = record.load(as: Int32.self)
            // Kind 0 in the low bits: a direct pointer to the type's context descriptor.
            guard relative & 3 == 0 else { continue }
            let descriptor = record + Int(relative)
            if let type = registry(at: descriptor) { found.pointee.append(type) }
        }
    }

    /// The registry type a context descriptor describes, if it is a non-generic struct whose name
    /// the macro made (it contains `HeadlessPreview`) and it conforms.
    private static func registry(at descriptor: UnsafeRawPointer) -> (any _HeadlessPreviewRegistry.Type)? {
        let flags = descriptor.load(as: UInt32.self)
        // Kind 17 is a struct; bit 7 marks a generic context.
        guard flags & 0x1F == 17, flags & 0x80 == 0 else { return nil }
        let namePointer = descriptor + 8 + Int(descriptor.load(fromByteOffset: 8, as: Int32.self))
        let name = String(cString: namePointer.assumingMemoryBound(to: CChar.self))
        guard name.contains("HeadlessPreview") else { return nil }
        let accessorOffset = descriptor.load(fromByteOffset: 12, as: Int32.self)
        guard accessorOffset != 0 else { return nil }
        let accessor = unsafeBitCast(
            descriptor + 12 + Int(accessorOffset), to: (@convention(c) (Int) -> UnsafeRawPointer).self)
        let metadata = accessor(0)
        return unsafeBitCast(metadata, to: Any.Type.self) as? any _HeadlessPreviewRegistry.Type
    }
}

/// The Swift runtime's walk over every loaded image's metadata sections (exported by libswiftCore).
@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?)
