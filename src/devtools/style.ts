/** The devtools' own style, inside their shadow root: nothing of the page reaches in, nothing leaks out. */
export const STYLE = `
:host { all: initial; }
* { box-sizing: border-box; }
.dock { position: fixed; z-index: 2147483000; font: 12px/1.45 system-ui, sans-serif; color: #1f2330; }
.bottom-right { right: 12px; bottom: 12px; } .bottom-left { left: 12px; bottom: 12px; }
.top-right { right: 12px; top: 12px; } .top-left { left: 12px; top: 12px; }
button, select, input, textarea { font: inherit; color: inherit; }
button { cursor: pointer; }
:focus-visible { outline: 2px solid #4a55c7; outline-offset: 1px; }
.toggle { border: 1px solid #c5cad6; border-radius: 999px; background: #fff; padding: 4px 10px; box-shadow: 0 2px 6px #0002; }
.toggle b { color: #4a55c7; }
.window { width: min(680px, calc(100vw - 24px)); height: min(560px, calc(100vh - 24px)); display: flex; flex-direction: column;
  background: #fff; border: 1px solid #c5cad6; border-radius: 8px; box-shadow: 0 6px 24px #0003; overflow: hidden; }
.window[hidden], [hidden] { display: none !important; }
.top { display: flex; align-items: center; gap: 8px; padding: 6px 10px; border-bottom: 1px solid #e3e6ee; background: #f6f7fb; }
.top h2 { font-size: 12px; margin: 0; flex: 1; }
.top .keys { color: #5b6275; }
.close { border: 0; background: none; font-size: 16px; line-height: 1; padding: 2px 6px; }
[role=tablist] { display: flex; gap: 2px; padding: 0 6px; border-bottom: 1px solid #e3e6ee; }
[role=tab] { border: 0; border-bottom: 2px solid transparent; background: none; padding: 6px 10px; color: #5b6275; }
[role=tab][aria-selected=true] { color: #1f2330; border-bottom-color: #4a55c7; font-weight: 600; }
.panels { flex: 1; display: flex; flex-direction: column; min-height: 0; }
[role=tabpanel] { flex: 1; overflow: auto; padding: 10px 12px; }
label { display: inline-flex; gap: 6px; align-items: center; }
.row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 0 0 8px; }
.grow { flex: 1; }
.spaced { margin-top: 8px; }
.narrow { width: 6em; }
input[type=text], input[type=search], input[type=number], select, textarea { border: 1px solid #c5cad6; border-radius: 4px; padding: 3px 6px; background: #fff; }
.button { border: 1px solid #c5cad6; background: #f6f7fb; border-radius: 4px; padding: 3px 8px; }
.button.danger { border-color: #e3a1a1; background: #fdf0f0; color: #a31515; }
.button[disabled] { opacity: .5; cursor: default; }
.muted, .description, .note { color: #5b6275; }
h3 { font-size: 12px; margin: 12px 0 4px; }
fieldset { border: 0; margin: 8px 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px 12px; }
legend { font-weight: 600; padding: 0; margin-bottom: 2px; }
ol, ul { list-style: none; margin: 0; padding: 0; }
.mono, pre, code, textarea.snippet { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 11px; }
.list > li > button { display: flex; gap: 8px; width: 100%; text-align: left; border: 0; border-top: 1px solid #eef0f5; background: none; padding: 3px 4px; }
.list > li > button:hover, .list > li > button[aria-current=true] { background: #eef0fb; }
.path { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.status { font-weight: 600; } .ok { color: #18794e; } .client { color: #b25000; } .fault { color: #c62828; }
.tag { border-radius: 3px; padding: 0 4px; background: #eef0f5; color: #3b4152; }
.requests { border-bottom: 1px solid #e3e6ee; margin-bottom: 8px; }
.with-detail .requests { max-height: 190px; overflow: auto; }
pre { margin: 0; padding: 6px 8px; background: #f6f7fb; border-radius: 4px; white-space: pre-wrap; word-break: break-all; max-height: 220px; overflow: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 2px 6px 2px 0; vertical-align: top; border-top: 1px solid #eef0f5; }
th { font-weight: 500; color: #5b6275; white-space: nowrap; }
td { word-break: break-all; }
.data { display: flex; gap: 12px; height: 100%; }
.tables { flex: 0 0 150px; overflow: auto; border-right: 1px solid #e3e6ee; padding-right: 8px; }
.tables button { display: flex; justify-content: space-between; width: 100%; border: 0; background: none; padding: 3px 6px; border-radius: 4px; text-align: left; }
.tables button[aria-pressed=true] { background: #eef0fb; font-weight: 600; }
.records { flex: 1; min-width: 0; overflow: auto; }
.field { display: grid; grid-template-columns: 130px 1fr; gap: 2px 8px; align-items: center; margin: 2px 0; }
.field input, .field select { width: 100%; }
.error { color: #a31515; }
.field .error, .field .saved { grid-column: 2; }
.saved { color: #18794e; }
.confirm { border: 1px solid #e3a1a1; background: #fdf0f0; border-radius: 6px; padding: 8px; margin: 8px 0; }
.cards { display: flex; gap: 8px; flex-wrap: wrap; margin: 4px 0; }
.card { display: flex; flex-direction: column; gap: 1px; border: 1px solid #e3e6ee; border-radius: 6px; padding: 6px 10px; min-width: 150px; }
.card b { font-size: 15px; } .card progress { width: 100%; height: 6px; }
.chips { display: flex; flex-wrap: wrap; gap: 3px; }
.chip { border: 1px solid; border-radius: 9px; padding: 0 6px; font-size: 11px; white-space: nowrap; }
.chip.seen { color: #18794e; background: #e6f6ec; border-color: #aee0c1; } .chip.missing { color: #a31515; background: #fdf0f0; border-color: #f0c2c2; }
.chip.odd { color: #8a5a00; background: #fff7dc; border-color: #eed9a0; }
tr.group th { background: #f6f7fb; color: #1f2330; font-weight: 600; padding: 3px 6px; }
td.number { text-align: right; font-variant-numeric: tabular-nums; padding-right: 10px; }
/* An operation's name and path wrap, so the table fits the window whatever their length. */
tr[data-operation] th { white-space: normal; overflow-wrap: break-word; width: 30%; }
caption { text-align: left; padding: 4px 0; }
details { margin: 8px 0; } summary { cursor: pointer; }
.clock { font-size: 16px; font-weight: 600; font-variant-numeric: tabular-nums; }
textarea.snippet { width: 100%; min-height: 110px; }
`
