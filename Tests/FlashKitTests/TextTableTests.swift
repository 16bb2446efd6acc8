import Testing
@testable import FlashKit
@testable import Support

/// Tables line up by terminal columns, so an accented word takes one column a letter, a
/// Chinese or Japanese character or an emoji two; cells are made printable, and a style sees
/// each row's padded cell.
@Suite struct TextTableTests {
    @Test func columnsLineUpByCharacters() {
        var table = TextTable("#", "WORD", "IMAGE")
        table.add("1", "niño", "-")
        table.add("10", "e\u{301}l 🐱", "/x.png")
        table.add("2", "a\u{1B}[31mred", "")
        #expect(table.render().split(separator: "\n", omittingEmptySubsequences: false) == [
            "#   WORD   IMAGE",
            "1   niño   -",
            "10  e\u{301}l 🐱  /x.png",
            "2   ared   ",
        ])
    }

    @Test func chineseJapaneseAndStressedRussianWordsLineUpByTheColumnsTheyTake() {
        var table = TextTable("ENGLISH", "CHINESE", "ALSO")
        table.add("dog", "狗", "犬")
        table.add("teacher", "老师", "-")
        table.add("rice", "ごはん", "ｺﾒ")
        table.add("dog", "соба́ка", "-")
        #expect(table.render().split(separator: "\n") == [
            "ENGLISH  CHINESE  ALSO",
            "dog      狗       犬",
            "teacher  老师     -",
            "rice     ごはん   ｺﾒ",
            "dog      соба́ка   -",
        ])
    }

    @Test func displayWidthCountsWideCharactersTwiceAndMarksNever() {
        #expect(Text.displayWidth("dog") == 3)
        #expect(Text.displayWidth("老师") == 4)
        #expect(Text.displayWidth("ｺﾒ") == 2)
        #expect(Text.displayWidth("соба́ка") == 6)
        #expect(Text.displayWidth("❤️🐱") == 4)
        #expect(Text.displayWidth("ＡＢ") == 4)
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
