// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation

    /// The app session as one JSON document for tools: the columns, then every step with its
    /// events in time order and its notes.
    enum SessionJSONRenderer {
        private struct Document: Encodable {
            var scenario = "app"
            var columns = SessionColumn.allCases.map { Column(id: $0.rawValue, heading: $0.heading) }
            var steps: [SessionStep]
        }

        private struct Column: Encodable {
            var id: String
            var heading: String
        }

        /// The document, keys sorted, without a trailing newline.
        static func render(_ steps: [SessionStep]) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(Document(steps: steps))) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
    }

#endif
