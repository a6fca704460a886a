// ViewLifecycle · Combine

import Dispatch

extension DispatchQueue {
    /// The scheduler time type used by the dispatch queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// Returns the distance to another dispatch queue time.
        public func distance(
            to other: DispatchQueue.SchedulerTimeType
        ) -> DispatchQueue.SchedulerTimeType.Stride {
            Stride(
                .nanoseconds(Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds)))
        }

        /// Returns a dispatch queue scheduler time calculated by advancing this instance's time by the given interval.
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType
        {
            let nanoseconds = Int(dispatchTime.uptimeNanoseconds) + n.magnitude
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(nanoseconds, 0))))
        }

        /// Creates a time from the stored uptime in nanoseconds.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        /// Stores the uptime in nanoseconds.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Hashes the uptime.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }
    }
}
