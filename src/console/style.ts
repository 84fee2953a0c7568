/** The console's stylesheet: system fonts only, so the page loads nothing from outside. */
export const CONSOLE_CSS = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #5b6470; --line: #d0d7de; --accent: #0b5cad;
  --ok: #1a7f37; --warn: #9a6700; --bad: #cf222e; --row: #f6f8fa }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9aa4ae; --line: #30363d;
  --accent: #58a6ff; --ok: #3fb950; --warn: #d29922; --bad: #f85149; --row: #161b22 } }
* { box-sizing: border-box }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif;
  color: var(--fg); background: var(--bg) }
header { padding: 8px 16px; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 4px 16px;
  align-items: baseline }
h1 { font-size: 18px; margin: 0 } h1 small, h2 small { color: var(--muted); font-weight: normal; font-size: 12px }
h2 { font-size: 15px; margin: 0 0 8px } h3, h4 { font-size: 14px; margin: 8px 0 4px }
main { display: grid; grid-template-columns: minmax(0, 5fr) minmax(300px, 3fr); gap: 12px; padding: 12px 16px }
@media (max-width: 900px) { main { grid-template-columns: minmax(0, 1fr) } }
.panel { border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; margin-bottom: 12px; min-width: 0 }
.row { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: end; margin: 6px 0 }
label { display: inline-flex; flex-direction: column; font-size: 12px; color: var(--muted); gap: 2px }
input, select, textarea, button { font: inherit; color: var(--fg); background: var(--bg);
  border: 1px solid var(--line); border-radius: 4px; padding: 4px 8px }
button { cursor: pointer; background: var(--row) } button:hover { border-color: var(--accent) }
button.danger { color: var(--bad) }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 1px }
.table-wrap { overflow: auto; max-height: 60vh } .log .table-wrap { max-height: 55vh }
table { border-collapse: collapse; width: 100%; font-size: 12px } caption { text-align: left; color: var(--muted);
  padding: 2px 0 }
th, td { text-align: left; padding: 3px 4px; border-bottom: 1px solid var(--line); white-space: nowrap }
th { position: sticky; top: 0; background: var(--bg) }
/* fixed columns: at 1280x800 every one stays in view whatever the rows hold; a long cell ends in ... (its title has it
   all), and path and query wrap after their separators, a word broken only when it alone is wider than the column.
   Narrower than the columns need (a phone), the table scrolls in its frame: path and query keep 8.5em each */
#requests, #keys { table-layout: fixed } #requests { min-width: 60em } #keys { min-width: 380px }
#requests td, #keys td { overflow: hidden; text-overflow: ellipsis }
#keys td { white-space: normal }
#requests td.path, #requests td.query { white-space: normal; overflow-wrap: break-word }
.c-id { width: 3.2em } .c-time { width: 5.4em } .c-method { width: 4.8em } .c-status { width: 4.2em }
.c-ms { width: 4.4em } .c-key { width: 5.8em } .c-scenario { width: 6.4em } .c-rule { width: 2.8em }
.c-source { width: 6em }
#keys th, #keys td { padding: 3px } .k-key { width: 5.4em } .k-plan { width: 7.3em } .k-credits { width: 4.5em }
.k-calls { width: 4.4em } .k-refused { width: 4.9em } .k-window { width: 4.6em }
tbody tr[data-id] { cursor: pointer } tbody tr[data-id]:hover, tbody tr[aria-selected="true"] { background: var(--row) }
tr.notice td { color: var(--muted); font-style: italic; white-space: normal }
.s2 { color: var(--ok) } .s4 { color: var(--warn) } .s5 { color: var(--bad) }
pre, textarea { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; max-height: 40vh;
  overflow: auto; background: var(--row); padding: 6px; border-radius: 4px; white-space: pre-wrap;
  overflow-wrap: break-word }
textarea { width: 100% } .snippet { user-select: all }
.muted { color: var(--muted) } #message { color: var(--bad); margin: 0;
  flex-basis: 100% } #message.ok { color: var(--ok) } #message:empty { display: none }
.detail { border-top: 2px solid var(--accent); margin-top: 8px }
.fixture-list details { margin: 2px 0 }
.fixture-list summary { cursor: pointer }
.fixture-list button { margin: 2px 4px 2px 0; font-size: 12px }
.scenario-list dt { font-weight: 600; margin-top: 4px } .scenario-list dd { margin: 0 0 0 12px; color: var(--muted) }
.skip { position: absolute; left: -999px } .skip:focus { left: 8px; top: 8px; background: var(--bg); padding: 4px;
  z-index: 1 }
`

/** The form both pages show when the admin API wants a token: their scripts fill and submit it alike. */
export const TOKEN_FORM = `<form id="token-form" hidden>
        <label>Admin token <input id="token" type="password" autocomplete="off" /></label>
        <button type="submit">Use token</button>
      </form>`
