// ViewLifecycle · LifecycleTrace

extension ConsoleLineScanner {
    /// The last object a line described, as printed and as read: a log's next lines usually name
    /// it again, and logs name the same few types over and over, so this one entry saves most
    /// string decoding and demangling.
    struct LastObject: Sendable {
        private var printedAddress: [UInt8] = []
        private var address = ""
        private var printedTypeName: [UInt8] = []
        private var typeName = ""

        /// Whether `printed` is the last address read; only valid addresses are stored, and the
        /// first is never empty.
        func isAddress(_ printed: Bytes) -> Bool {
            !printed.isEmpty && printed.equals(printedAddress)
        }

        /// The address as a string and the readable type name of a description's parts, decoded
        /// only where they differ from the last object's; `isLastAddress` is what
        /// ``isAddress(_:)`` said of `printed`.
        mutating func read(
            typeName printedName: Bytes, address printed: Bytes, isLastAddress: Bool
        ) -> (
            address: String, typeName: String
        ) {
            if !isLastAddress {
                printedAddress = Array(printed)
                address = String(decoding: printed, as: UTF8.self)
            }
            if !printedName.equals(printedTypeName) {
                printedTypeName = Array(printedName)
                typeName = SwiftTypeName.demangle(String(decoding: printedName, as: UTF8.self))
            }
            return (address, typeName)
        }
    }
}
