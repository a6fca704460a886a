// ViewLifecycle · HeadlessSwiftUI

extension ForEach: LazyRowSource where Content: View {
    /// One segment: rows are made from their offset when shown, ids read only when looked for,
    /// the first row made to read the extent it declares only when the container does not keep it.
    func appendRows(to plan: inout LazyRowPlan, path: [ChildTag]) {
        let data = self.data
        let content = self.content
        let identify = self.identify
        guard let first = data.first else { return }
        let rowType = ObjectIdentifier(Content.self)
        let extent = plan.firstRowExtent(
            path: path, tag: .element(AnyHashable(identify(first))), rowType: rowType,
            make: { content(first) })
        plan.appendSegment(
            path: path, run: path, count: data.count, declaredExtent: extent,
            tag: { offset in
                .element(AnyHashable(identify(data[data.index(data.startIndex, offsetBy: offset)])))
            },
            make: { offset in content(data[data.index(data.startIndex, offsetBy: offset)]) },
            rowType: rowType,
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
