// ViewLifecycle · PluginSession

/// A message from the compiler to a macro plugin, in the JSON of the compiler's plugin protocol.
///
/// Each message is an object with one key, the message's name, whose value holds its fields.
/// The package's plugins load no libraries, so that message is kept by name.
package enum HostMessage: Decodable, Equatable {
    /// The compiler's protocol version (nil from a compiler too old to send it), asking for ours.
    case getCapability(protocolVersion: Int?)
    /// A request to expand a freestanding macro's use.
    case expandFreestandingMacro(FreestandingExpansionRequest)
    /// A request to expand an attached macro in one of its roles.
    case expandAttachedMacro(AttachedExpansionRequest)
    /// A message the package's plugins do not serve (`loadPluginLibrary`), by its name.
    case unserved(String)

    /// Decodes the message named by the object's one key.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MessageKey.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [], debugDescription: "a plugin message is an object with one key, its name"))
        }
        switch key.stringValue {
        case "getCapability":
            let fields = try container.nestedContainer(keyedBy: MessageKey.self, forKey: key)
            let capability = try fields.decodeIfPresent(HostCapability.self, forKey: MessageKey("capability"))
            self = .getCapability(protocolVersion: capability?.protocolVersion)
        case "expandFreestandingMacro":
            self = .expandFreestandingMacro(
                try container.decode(FreestandingExpansionRequest.self, forKey: key))
        case "expandAttachedMacro":
            self = .expandAttachedMacro(try container.decode(AttachedExpansionRequest.self, forKey: key))
        default:
            self = .unserved(key.stringValue)
        }
    }

    /// The compiler's capability: the protocol version it speaks.
    private struct HostCapability: Decodable {
        var protocolVersion: Int
    }
}
