import { html, raw } from 'hono/html'
import { CONSOLE_CSS, TOKEN_FORM } from './style.js'

/**
 * The scorecard page: a key's verdicts (the client's behaviour, judged from the journal) and the chaos profile in
 * force. Filled by its script from the admin API, with the console's admin token.
 */
export function scorecardPage(version: string): ReturnType<typeof html> {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>network-lookup-mock scorecard</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>
      ${raw(CONSOLE_CSS)}
      .pass { color: #176f2c } .fail { color: #b3261e; font-weight: 600 } .not-applicable { color: #666 }
      main > section { grid-column: 1 / -1 } #card td { white-space: pre-line; vertical-align: top }
    </style>
  </head>
  <body>
    <header>
      <h1>network-lookup-mock <small>client scorecard &middot; v${version}</small></h1>
      <nav aria-label="links"><a href="/__admin/ui">QA console</a> &middot; <a href="/docs">API docs</a></nav>
      ${raw(TOKEN_FORM)}
      <p id="message" role="alert" aria-live="assertive"></p>
    </header>
    <main>
      <section class="panel" aria-labelledby="chaos-title">
        <h2 id="chaos-title">Chaos</h2>
        <form id="chaos-form" class="row">
          <label>Profile <select id="chaos-profile"><option value="">off</option></select></label>
          <button type="submit">Set</button>
        </form>
        <p id="chaos-state" role="status"></p>
      </section>
      <section class="panel" aria-labelledby="card-title">
        <h2 id="card-title">Verdicts</h2>
        <form id="card-form" class="row">
          <label>Key <select id="card-key"><option value="">every key</option></select></label>
          <label>Budget <input id="card-budget" type="number" min="0" size="6" /></label>
          <label>Since <input id="card-since" placeholder="entry id or ISO time" size="18" /></label>
          <button type="submit">Judge</button>
          <button type="button" id="card-junit">JUnit XML</button>
        </form>
        <p id="card-summary" role="status" aria-live="polite"></p>
        <table id="card">
          <thead><tr><th>rule</th><th>verdict</th><th>why</th><th>journal entries</th></tr></thead>
          <tbody id="card-rows"></tbody>
        </table>
      </section>
    </main>
    <script src="/__admin/ui/scorecard.js"></script>
  </body>
</html>`
}

/** The scorecard page's script: plain browser JavaScript, talks only to this origin's admin API. */
export const SCORECARD_SCRIPT = String.raw`'use strict';
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var TOKEN = 'nlm-admin-token';
  function say(text) { $('message').textContent = text || ''; }
  function call(method, path, body, asText) {
    var h = body === undefined ? {} : { 'content-type': 'application/json' };
    var t = sessionStorage.getItem(TOKEN);
    if (t) h.Authorization = 'Bearer ' + t;
    var init = { method: method, headers: h };
    if (body !== undefined) init.body = JSON.stringify(body);
    return fetch('/__admin' + path, init).then(function (res) {
      if (res.status === 401) { $('token-form').hidden = false; throw new Error('The admin API wants a token.'); }
      return res.text().then(function (text) {
        if (!res.ok) {
          var j = null;
          try { j = JSON.parse(text); } catch (e) { j = null; }
          throw new Error((j && j.error) || 'HTTP ' + res.status);
        }
        return asText ? text : JSON.parse(text);
      });
    });
  }
  function query() {
    var p = new URLSearchParams();
    if ($('card-key').value) p.set('key', $('card-key').value);
    if ($('card-budget').value) p.set('budget', $('card-budget').value);
    if ($('card-since').value) p.set('since', $('card-since').value);
    return p;
  }
  function cell(tr, text, cls) {
    var td = document.createElement('td');
    td.textContent = text;
    if (cls) td.className = cls;
    tr.appendChild(td);
  }
  function option(select, value, label) {
    var o = document.createElement('option');
    o.value = value;
    o.textContent = label;
    select.appendChild(o);
  }
  function shown(e) { return '#' + e.id + ' ' + e.path + ' ' + (e.status === null ? 'reset' : e.status); }
  function judge() {
    return call('GET', '/verdicts?' + query()).then(function (card) {
      var rows = $('card-rows');
      rows.textContent = '';
      card.verdicts.forEach(function (v) {
        var tr = document.createElement('tr');
        cell(tr, v.rule);
        cell(tr, v.status, v.status);
        cell(tr, v.detail);
        cell(tr, v.entries.map(shown).join('\n'));
        rows.appendChild(tr);
      });
      $('card-summary').textContent = (card.passed ? 'The client behaved' : 'The client misbehaved') + ' over ' +
        card.requests + ' request(s)' + (card.replay && !card.passed ? '. Replay: ' + card.replay : '.');
    }).catch(function (e) { say(e.message); });
  }
  function chaos() {
    return call('GET', '/chaos').then(function (a) {
      var select = $('chaos-profile');
      if (select.options.length === 1) a.presets.forEach(function (p) {
        option(select, p.name, p.name + ': ' + p.description);
      });
      $('chaos-state').textContent = a.active
        ? 'In force: ' + a.active.profile.name + ', seed ' + a.active.seed + '. Replay: ' + a.replay
        : 'Chaos is off.';
    }).catch(function (e) { say(e.message); });
  }
  $('chaos-form').addEventListener('submit', function (e) {
    e.preventDefault();
    call('PUT', '/chaos', { profile: $('chaos-profile').value || null })
      .then(chaos)
      .catch(function (err) { say(err.message); });
  });
  $('card-form').addEventListener('submit', function (e) { e.preventDefault(); judge(); });
  $('card-junit').addEventListener('click', function () {
    var p = query(); p.set('format', 'junit');
    call('GET', '/verdicts?' + p, undefined, true).then(function (xml) {
      var a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
      a.download = 'client-behaviour.xml';
      a.click();
    }).catch(function (err) { say(err.message); });
  });
  $('token-form').addEventListener('submit', function (e) {
    e.preventDefault(); sessionStorage.setItem(TOKEN, $('token').value); $('token-form').hidden = true; start();
  });
  function start() {
    call('GET', '/keys').then(function (a) {
      var select = $('card-key');
      a.keys.forEach(function (k) { option(select, k.key, k.key + ' (' + k.plan + ')'); });
    }).catch(function (e) { say(e.message); });
    chaos();
    judge();
  }
  start();
})();
`
