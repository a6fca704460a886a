// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

@Suite(.serialized, .headlessWorld) @MainActor struct PickerViewTests {
    @Test("selecting in code tells the delegate nothing; the user's spin selects, then tells it")
    func selection() throws {
        let log = Log.start()
        let shirt = ShirtPicker()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = shirt
        picker.delegate = shirt
        let selectedRows = { (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) } }
        #expect(selectedRows() == [0, 0])
        picker.selectRow(2, inComponent: 0, animated: true)
        #expect(log.take() == [])
        try Headless.selectRow(1, inComponent: 1, of: picker)
        #expect(log.take() == ["didSelectRow 1 inComponent 1"])
        #expect(selectedRows() == [2, 1])
    }

    @Test("a row past the ends selects the nearest; a reload keeps the selection within the rows")
    func selectionInRange() {
        let shirt = ShirtPicker()
        let picker = UIPickerView()
        picker.dataSource = shirt
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        shirt.sizes = ["M"]
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        picker.dataSource = nil
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    @Test("rows show the styled title over the plain one, in views kept until the reload")
    func rowViews() throws {
        let shirt = ShirtPicker()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = shirt
        picker.delegate = shirt
        let labels = [(1, 0), (1, 1), (9, 1)].map { row, component in
            (picker.view(forRow: row, forComponent: component) as? UILabel)?.text
        }
        #expect(labels == ["M", "BLUE", nil])
        let blue = try #require(picker.view(forRow: 1, forComponent: 1))
        #expect(picker.view(forRow: 1, forComponent: 1) === blue)
        picker.reloadAllComponents()
        #expect(picker.view(forRow: 1, forComponent: 1) !== blue)
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 200, height: 32))
        picker.delegate = nil
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 160, height: 32))
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
    }

    @Test("spinning to a component or row that does not exist throws and selects nothing")
    func spinErrors() {
        let log = Log.start()
        let shirt = ShirtPicker()
        let picker = UIPickerView()
        picker.delegate = shirt
        #expect(
            throws: Headless.ControlError(
                "The picker view has no component 0: it has 0. "
                    + "Set its dataSource and answer numberOfComponents(in:).")
        ) { try Headless.selectRow(0, inComponent: 0, of: picker) }
        picker.dataSource = shirt
        #expect(throws: Headless.ControlError("Component 1 of the picker view has no row 2: it has 2 rows."))
        {
            try Headless.selectRow(2, inComponent: 1, of: picker)
        }
        #expect(log.take() == [])
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }
}
