extension PrintableCards {
    /// The page's only style sheet. Sizes are in millimetres so that the fronts and the mirrored
    /// backs line up on paper; the sheets are centred, so they line up on A4 and Letter alike.
    static let style = """
        @page { margin: 10mm; }
        * { box-sizing: border-box; }
        html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        body { margin: 0; color: #1d1d1f; font-family: "DejaVu Sans", "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
        .sheet { width: 180mm; height: 240mm; margin: 0 auto; display: grid;
          grid-template-columns: repeat(2, 90mm); grid-template-rows: repeat(4, 60mm);
          break-after: page; page-break-after: always; break-inside: avoid; }
        .card { display: flex; flex-direction: column; align-items: center; justify-content: center;
          padding: 4mm; overflow: hidden; text-align: center; }
        .front .card { border: 0.25mm dashed #9a9a9a; }
        .card.empty { border: none; }
        .card .picture { display: block; width: 80mm; height: 34mm; object-fit: contain; }
        .credit { margin: 0.5mm 0 0; font-size: 5.5pt; color: #767676; }
        .word { margin: 2mm 0 0; font-size: 22pt; font-weight: 600; line-height: 1.15; overflow-wrap: anywhere; }
        .word.long { font-size: 16pt; }
        .word.longer { font-size: 12pt; }
        .no-picture .word { font-size: 28pt; }
        .no-picture .word.long { font-size: 18pt; }
        .no-picture .word.longer { font-size: 13pt; }
        .word.missing { font-size: 12pt; font-weight: normal; color: #777; }
        .ipa { margin: 2mm 0 0; font-size: 13pt; color: #444; }
        .also { margin: 2mm 0 0; font-size: 10pt; color: #444; }
        .report { max-width: 180mm; margin: 0 auto; font-size: 10pt; break-before: page; page-break-before: always; }
        .report h1 { font-size: 18pt; margin: 0 0 4mm; }
        .report h2 { font-size: 13pt; margin: 6mm 0 2mm; break-after: avoid; }
        .totals { font-size: 11pt; }
        .charts { display: flex; flex-wrap: wrap; gap: 4mm; }
        figure.chart { margin: 0 0 4mm; flex: 1 1 100%; break-inside: avoid; }
        figure.chart svg { display: block; width: 100%; height: auto; }
        figcaption { font-size: 9pt; color: #555; margin-top: 1mm; }
        .chart .bar { fill: #3867b0; }
        .chart .gridline { stroke: #dedede; stroke-width: 1; }
        .chart .baseline { stroke: #555; stroke-width: 1; }
        .chart text { fill: #333; font-size: 12px; font-family: inherit; }
        .chart .value { font-size: 11px; font-weight: 600; }
        .chart .axis-title { font-size: 12px; fill: #555; }
        .chart .phase.new { fill: #9bb7e0; }
        .chart .phase.learning { fill: #e3a33b; }
        .chart .phase.review { fill: #4c9a5a; }
        .chart .phase-label { fill: #fff; font-weight: 600; }
        table { border-collapse: collapse; width: 100%; margin: 2mm 0 4mm; }
        caption { text-align: left; font-weight: 600; padding-bottom: 1mm; }
        th, td { border-bottom: 0.2mm solid #d0d0d0; padding: 1.2mm 2mm; text-align: left; vertical-align: top; }
        th { background: #f1f1f3; }
        td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
        tr { break-inside: avoid; }
        .leech { background: #b3261e; color: #fff; border-radius: 1mm; padding: 0 1.2mm; font-size: 8pt; }
        .none, .made { color: #555; }
        @media screen {
          body { background: #d9d9de; padding: 8mm 0; }
          .intro, .sheet-label, .report { max-width: 180mm; margin-left: auto; margin-right: auto; }
          .intro h1 { font-size: 18pt; }
          .sheet-label { font-size: 11pt; color: #333; margin-top: 8mm; }
          .sheet { background: #fff; box-shadow: 0 1mm 3mm rgba(0, 0, 0, 0.25); }
          .back .card:not(.empty) { outline: 0.2mm dotted #ccc; outline-offset: -0.2mm; }
          .report { background: #fff; padding: 8mm; margin-top: 8mm; box-shadow: 0 1mm 3mm rgba(0, 0, 0, 0.25); }
        }
        @media print { .screen-only { display: none; } }
        """
}
