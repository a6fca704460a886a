// ViewLifecycle · os (a stand-in where the platform has no os module)

/// An interval a signposter began, which ending it needs.
public class OSSignpostIntervalState: Codable {
    /// The interval's identifier.
    final let signpostID: OSSignpostID

    init(id: OSSignpostID) {
        signpostID = id
    }

    /// The state of an interval begun with `id`.
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }

    private enum CodingKeys: String, CodingKey {
        case signpostID
    }

    /// Reads a state another process encoded.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        signpostID = OSSignpostID(try container.decode(UInt64.self, forKey: .signpostID))
    }

    /// Writes the state for another process.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signpostID.rawValue, forKey: .signpostID)
    }
}
