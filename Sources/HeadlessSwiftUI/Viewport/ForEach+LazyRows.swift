// ViewLifecycle · HeadlessSwiftUI

extension ForEach: LazyRowSource where Content: View {
    /// One segment: rows are made from their offset when shown, ids read only when looked for.
    func appendRows(to plan: inout LazyRowPlan, path: [ChildTag]) {
        let data = self.data
        let content = self.content
        let identify = self.identify
        guard let first = data.first else { return }
        plan.appendSegment(
            path: path, count: data.count, extent: plan.extent(of: content(first)),
            row: { offset in
                let element = data[data.index(data.startIndex, offsetBy: offset)]
                return (.element(AnyHashable(identify(element))), content(element))
            },
            find: { id in
                var offset = 0
                for element in data {
                    if AnyHashable(identify(element)) == id { return offset }
                    offset += 1
                }
                return nil
            })
    }
}
