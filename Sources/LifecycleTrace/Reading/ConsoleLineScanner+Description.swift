// ViewLifecycle · LifecycleTrace

extension ConsoleLineScanner {
    /// The index of the `>` that ends the description `body` starts with (`body` starts with
    /// `<`), or `nil` if it is never closed.
    ///
    /// Generic type names nest angle brackets (`<App.Box<Swift.Array<App.Item>>: 0x1>`) and a
    /// function type holds `->`; the first `>` closes the description only when neither occurs
    /// before it, which is nearly every line, so that case costs one `memchr` as it always did.
    @inline(__always)
    static func descriptionEnd(_ body: Bytes) -> Int? {
        guard let close = body.firstIndex(ofByte: UInt8(ascii: ">")) else { return nil }
        let inside = body[(body.startIndex + 1)..<close]
        let isArrow = close > body.startIndex + 1 && body[close - 1] == UInt8(ascii: "-")
        guard isArrow || inside.firstIndex(ofByte: UInt8(ascii: "<")) != nil else { return close }
        return nestedDescriptionEnd(body)
    }

    /// The depth-counting search, for descriptions with `<` or `->` inside.
    private static func nestedDescriptionEnd(_ body: Bytes) -> Int? {
        var depth = 0
        var previous: UInt8 = 0
        for index in body.indices {
            let byte = body[index]
            defer { previous = byte }
            if byte == UInt8(ascii: "<") {
                depth += 1
            } else if byte == UInt8(ascii: ">") && previous != UInt8(ascii: "-") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
