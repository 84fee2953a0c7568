import { html, raw } from 'hono/html'
import { ENDPOINTS, type EndpointDef } from '../endpoints.js'
import { CONSOLE_CSS, TOKEN_FORM } from './style.js'

/**
 * The console's HTML: every panel is here, filled by /__admin/ui/console.js from the admin API. The page itself
 * holds no state, so it is served without the admin token; the script asks for the token when the API wants one.
 */
export function consolePage(version: string, endpoints: readonly EndpointDef[] = ENDPOINTS): ReturnType<typeof html> {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>network-lookup-mock QA console</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      ${raw(CONSOLE_CSS)}
    </style>
  </head>
  <body>
    <a class="skip" href="#log">Skip to the request log</a>
    <header>
      <h1>network-lookup-mock <small>QA console &middot; v${version}</small></h1>
      <p id="health" role="status" aria-live="polite">checking health&hellip;</p>
      <nav aria-label="links"><a href="/docs">API docs</a> &middot; <a href="/openapi.json">openapi.json</a> &middot;
        <a href="/__admin/ui/scorecard">Scorecard</a></nav>
      ${raw(TOKEN_FORM)}
      <p id="message" role="alert" aria-live="assertive"></p>
    </header>
    <main>
      <section id="log" aria-labelledby="log-title" class="panel log">
        <h2 id="log-title">Request log <small id="stream-state">connecting&hellip;</small></h2>
        <form id="filters" class="row" aria-label="filters">
          <label>Endpoint
            <select id="filter-endpoint">
              <option value="">all</option>
              ${endpoints.map((e) => html`<option value="${e.path}">${e.id}</option>`)}
              <option value="other">other paths</option>
            </select>
          </label>
          <label>Status
            <select id="filter-status">
              <option value="">all</option><option value="2">2xx</option><option value="4">4xx</option>
                <option value="5">5xx</option>
            </select>
          </label>
          <label>Key <input id="filter-key" placeholder="test&hellip;001" size="12" /></label>
          <button type="button" id="clear-log">Clear journal</button>
        </form>
        <div class="table-wrap">
          <table id="requests" aria-describedby="log-help">
            <caption id="log-help">Newest first. Select a row (Enter) for the request and its answer.</caption>
            <thead><tr><th class="c-id">#</th><th class="c-time">time</th><th class="c-method">method</th>
              <th>path</th><th>query</th><th class="c-status">status</th><th class="c-ms">ms</th>
                <th class="c-key">key</th><th class="c-scenario">scenario</th><th class="c-rule">rule</th>
                  <th class="c-source">source</th></tr></thead>
            <tbody id="log-rows"></tbody>
          </table>
        </div>
        <section id="detail" class="detail" aria-labelledby="detail-title" hidden tabindex="-1">
          <h3 id="detail-title">Request</h3>
          <pre id="detail-entry"></pre>
          <p id="detail-note"></p>
          <h4>Answer body</h4>
          <textarea id="detail-body" rows="12" aria-label="answer body (editable before saving)"></textarea>
          <div class="row">
            <button type="button" id="save-fixture">Save this answer as a fixture</button>
            <button type="button" id="close-detail">Close</button>
          </div>
        </section>
      </section>
      <div class="side">
        <section aria-labelledby="scenario-title" class="panel">
          <h2 id="scenario-title">Scenarios</h2>
          <p>Server scenario: <strong id="active-scenario">&hellip;</strong></p>
          <div class="row">
            <label>Scenario <select id="scenario-select"></select></label>
            <button type="button" id="use-scenario">Use for the server</button>
          </div>
          <p id="scenario-description" class="muted"></p>
          <details>
            <summary>Every scenario</summary>
            <dl id="scenario-list" class="scenario-list"></dl>
          </details>
          <div class="row">
            <label>Key <select id="pin-key"></select></label>
            <button type="button" id="pin-scenario">Pin to this key</button>
            <button type="button" id="unpin-scenario">Unpin</button>
          </div>
          <p>One request only:</p>
          <pre id="snippet" class="snippet"></pre>
          <button type="button" id="copy-snippet">Copy curl line</button>
        </section>
        <section aria-labelledby="keys-title" class="panel">
          <h2 id="keys-title">Keys</h2>
          <div class="table-wrap">
            <table id="keys"><thead><tr><th class="k-key">key</th><th class="k-plan">plan</th>
              <th class="k-credits">credits</th><th class="k-calls" title="calls, credits used">calls</th>
                <th class="k-refused" title="answers 429 and 402">429/402</th>
                  <th class="k-window" title="requests in the last 60 s / limit a minute; when the oldest leaves">
                    window</th>
                  <th>scenario</th></tr></thead><tbody id="key-rows"></tbody></table>
          </div>
          <div class="row">
            <label>Key <select id="credit-key"></select></label>
            <label>Credits <input id="credit-value" inputmode="numeric" size="8" placeholder="0 or unlimited" /></label>
            <button type="button" id="set-credits">Set credits</button>
            <button type="button" id="reset-key">Reset this key</button>
          </div>
        </section>
        <section aria-labelledby="clock-title" class="panel">
          <h2 id="clock-title">Clock</h2>
          <p><span id="clock-kind">&hellip;</span> <time id="clock-now"></time></p>
          <div class="row">
            <label>Advance by
              <select id="advance-by">
                <option value="1000">1 second</option><option value="60000" selected>1 minute</option>
                  <option value="3600000">1 hour</option><option value="86400000">1 day</option>
              </select>
            </label>
            <button type="button" id="advance">Advance</button>
          </div>
          <div class="row">
            <label>Set to <input id="clock-date" type="datetime-local" step="1" /></label>
            <button type="button" id="set-clock">Set</button>
          </div>
        </section>
        <section aria-labelledby="fixtures-title" class="panel">
          <h2 id="fixtures-title">Fixtures <small id="fixture-count"></small></h2>
          <div id="fixture-list" class="fixture-list"></div>
          <pre id="fixture-body" hidden tabindex="-1"></pre>
        </section>
        <section aria-labelledby="reset-title" class="panel">
          <h2 id="reset-title">Reset</h2>
          <button type="button" id="reset-all" class="danger">Reset everything</button>
          <p class="muted">Credits, limiter windows, counters, journal and scenario back to the start-up state.</p>
        </section>
      </div>
    </main>
    <script src="/__admin/ui/console.js"></script>
  </body>
</html>`
}
