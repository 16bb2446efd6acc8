import Testing
@testable import FlashKit
@testable import Support

/// Tables line up by Characters, so accented words and emoji take one column each, cells are
/// made printable, and a style sees each row's padded cell.
@Suite struct TextTableTests {
    @Test func columnsLineUpByCharacters() {
        var table = TextTable("#", "WORD", "IMAGE")
        table.add("1", "niño", "-")
        table.add("10", "e\u{301}l 🐱", "/x.png")
        table.add("2", "a\u{1B}[31mred", "")
        #expect(table.render().split(separator: "\n", omittingEmptySubsequences: false) == [
            "#   WORD  IMAGE",
            "1   niño  -",
            "10  e\u{301}l 🐱  /x.png",
            "2   ared  ",
        ])
    }

    @Test func aStyleSeesEachRowsPaddedCellButNotTheHeader() {
        var table = TextTable("NAME", "N")
        table.add("a", "1")
        table.add("bcd", "22")
        let painted = table.render { row, column, text in column == 0 ? "<\(row):\(text)>" : text }
        #expect(painted == "NAME  N\n<0:a   >  1\n<1:bcd >  22")
    }

    @Test func anEmptyTableIsItsHeader() {
        #expect(TextTable("A", "BB").render() == "A  BB")
    }
}
