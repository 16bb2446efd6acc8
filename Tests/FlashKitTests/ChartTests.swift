import Testing
@testable import FlashKit
@testable import Reports

@Suite struct ChartTests {
    @Test func barsDrawScoresAboveSessionNumbers() {
        let chart = Chart.Bars(title: "Score", values: [50, 100], unit: "%", height: 4, width: 40)
        #expect(chart.render() == """
            Score
            100% │     ███
                 │     ███
                 │ ███ ███
                 │ ███ ███
              0% └────────
                   1   2
            min 50%  max 100%  latest 100%
            """)
    }

    @Test func barsHaveAnASCIIFallback() {
        let chart = Chart.Bars(
            title: "Score", values: [50, 100], unit: "%", height: 4, width: 40, ascii: true)
        #expect(chart.render() == """
            Score
            100% |     ###
                 |     ###
                 | ### ###
                 | ### ###
              0% +--------
                   1   2
            min 50%  max 100%  latest 100%
            """)
    }

    @Test func barsUseEighthBlocksForFractions() {
        let chart = Chart.Bars(title: "Minutes", values: [1, 2, 4], labels: ["a", "b", "c"], height: 1)
        #expect(chart.render() == """
            Minutes
            4 │ ▂▂▂ ▄▄▄ ███
            0 └────────────
                a   b   c
            min 1  max 4  latest 4
            """)
    }

    @Test func barsShowTheLatestValuesWhenTheyDoNotAllFit() {
        let lines = Chart.Bars(title: "t", values: (1...100).map(Double.init), width: 40).render()
            .split(separator: "\n")
        #expect(lines.first == "t  (last 17 of 100)")
        #expect(lines.last == "min 84  max 100  latest 100")
    }

    @Test func horizontalBarsPutCountsAfterTheBars() {
        let chart = Chart.HorizontalBars(
            title: "Due", labels: ["Mon", "Tue", "Wed"], values: [4, 2, 0], width: 20)
        #expect(chart.render() == """
            Due
            Mon │█████████████ 4
            Tue │██████▌ 2
            Wed │ 0
            """)
    }

    @Test func horizontalBarsHaveAnASCIIFallback() {
        let chart = Chart.HorizontalBars(
            title: "Due", labels: ["Mon", "Tue", "Wed"], values: [4, 2, 0.01], width: 20, ascii: true)
        #expect(chart.render() == """
            Due
            Mon |############# 4
            Tue |####### 2
            Wed |. 0
            """)
    }

    @Test func sparklinesScaleFromZeroToTheLargestValue() {
        #expect(Chart.sparkline([0, 1, 2, 3, 4, 5, 6, 7]) == "▁▂▃▄▅▆▇█")
        #expect(Chart.sparkline([0, 1, 2, 3, 4, 5, 6, 7], ascii: true) == "_.-~=+*#")
        #expect(Chart.sparkline([5, 5]) == "██")
        #expect(Chart.sparkline([0, 0]) == "▁▁")
        #expect(Chart.sparkline([]) == "")
    }

    @Test func emptyInputSaysThereIsNoData() {
        #expect(Chart.Bars(title: "Score", values: []).render() == "Score\n(no data)")
        #expect(Chart.HorizontalBars(title: "Due", labels: [], values: []).render() == "Due\n(no data)")
    }

    @Test func allZeroValuesDrawAnEmptyPlot() {
        #expect(Chart.Bars(title: "t", values: [0, 0], height: 2).render() == """
            t
              │
              │
            0 └────────
                1   2
            min 0  max 0  latest 0
            """)
        #expect(Chart.HorizontalBars(title: "t", labels: ["a"], values: [0]).render() == "t\na │ 0")
    }

    @Test func unusableValuesCountAsZero() {
        let chart = Chart.HorizontalBars(
            title: "t", labels: ["a", "b", "c"], values: [-3, .nan, .infinity], width: 20)
        #expect(chart.render() == "t\na │ 0\nb │ 0\nc │ 0")
    }

    @Test func labelsCannotDriveTheTerminal() {
        let chart = Chart.HorizontalBars(
            title: "\u{1B}[2Jdue", labels: ["\u{1B}]0;x\u{07}mon"], values: [1], width: 20)
        #expect(!chart.render().contains("\u{1B}"))
        #expect(chart.render().hasPrefix("due\nmon │"))
    }

    @Test(arguments: [20, 40, 60, 72, 80])
    func everyLineFitsTheWidth(width: Int) {
        for count in [1, 5, 13, 31, 60, 120] {
            let values = (0..<count).map { Double($0 * 37 % 101) + 0.5 }
            let labels = (0..<count).map { "session \($0 + 1) of a long course" }
            let charts = [
                Chart.Bars(title: String(repeating: "Score ", count: 20), values: values, labels: labels,
                           unit: "min", width: width).render(),
                Chart.HorizontalBars(
                    title: "Due", labels: labels, values: values, unit: "cards", width: width).render(),
            ]
            for line in charts.flatMap({ $0.split(separator: "\n") }) {
                #expect(line.count <= width, "\(line)")
            }
        }
    }

    @Test(arguments: [false, true])
    func asciiChartsUseOnlyPrintableASCII(horizontal: Bool) {
        let values: [Double] = [0, 0.3, 12.5, 99, 100, 7]
        let text = horizontal
            ? Chart.HorizontalBars(title: "Due", labels: ["a"], values: values, width: 30, ascii: true).render()
            : Chart.Bars(title: String(repeating: "x", count: 90), values: values, ascii: true).render()
        #expect(text.unicodeScalars.allSatisfy { $0 == "\n" || (0x20...0x7E).contains($0.value) })
        #expect(Chart.sparkline(values, ascii: true).allSatisfy { $0.isASCII })
    }
}
