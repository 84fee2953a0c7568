/** The console's script: plain browser JavaScript, no build step, no dependency; talks only to this origin. */
export const CONSOLE_SCRIPT = String.raw`'use strict';
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var TOKEN = 'nlm-admin-token';
  var MAX_ROWS = 500;
  var state = { scenarios: [], keys: [], selected: null, detail: null, origin: location.origin, lastId: 0,
    active: null };

  function say(text, ok) {
    var m = $('message');
    m.textContent = text || '';
    m.className = ok ? 'ok' : '';
  }

  function headers(extra) {
    var h = Object.assign({}, extra || {});
    var t = sessionStorage.getItem(TOKEN);
    if (t) h.Authorization = 'Bearer ' + t;
    return h;
  }

  function api(method, path, body) {
    var init = { method: method, headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }) };
    if (body !== undefined) init.body = JSON.stringify(body);
    return fetch('/__admin' + path, init).then(function (res) {
      return res.text().then(function (text) {
        var json = null;
        try { json = text ? JSON.parse(text) : null; } catch (e) { json = null; }
        if (res.status === 401) throw new Error(askToken());
        if (!res.ok) {
          var why = json && (json.error || json.message) ? (json.error || json.message) : 'HTTP ' + res.status;
          var err = new Error(method + ' ' + path + ': ' + why);
          err.code = json && json.code;
          err.file = json && json.file;
          throw err;
        }
        return json;
      });
    });
  }

  // a 401: the token given was rejected (it is dropped), or the API wants one; the form asks for it either way
  function askToken() {
    // the calls made together with the rejected token are answered 401 too: each says it was rejected
    if (sessionStorage.getItem(TOKEN)) state.rejected = true;
    sessionStorage.removeItem(TOKEN);
    $('token-form').hidden = false;
    $('token').value = '';
    $('token').focus();
    return state.rejected ? 'The admin token was rejected: enter it again.' : 'The admin API wants a token: enter it.';
  }

  function fail(err) { say(err && err.message ? err.message : String(err)); }

  // every cell carries its text as a title too: a column too narrow for it ends the text in ...
  function cell(tr, text, cls) {
    var td = document.createElement('td');
    td.textContent = text === null || text === undefined ? '' : String(text);
    td.title = td.textContent;
    if (cls) td.className = cls;
    tr.appendChild(td);
    return td;
  }

  // a path or query wraps after its separators (a <wbr> each) before it wraps anywhere
  function breakable(td) {
    var parts = td.textContent.split(/(?<=[\/&=?])/);
    td.textContent = '';
    parts.forEach(function (part, i) {
      if (i > 0) td.appendChild(document.createElement('wbr'));
      td.appendChild(document.createTextNode(part));
    });
    return td;
  }

  function queryText(q) {
    return Object.keys(q || {}).map(function (k) { return k + '=' + q[k]; }).join('&');
  }

  function matches(tr) {
    if (tr.classList.contains('notice')) return true;
    var ep = $('filter-endpoint').value, st = $('filter-status').value, key = $('filter-key').value.trim();
    if (ep === 'other' && tr.dataset.path.indexOf('/v1/') === 0) return false;
    if (ep && ep !== 'other' && tr.dataset.path !== ep) return false;
    if (st && tr.dataset.status.charAt(0) !== st) return false;
    if (key && tr.dataset.key.indexOf(key) < 0) return false;
    return true;
  }

  function applyFilters() {
    var rows = $('log-rows').children;
    for (var i = 0; i < rows.length; i++) rows[i].hidden = !matches(rows[i]);
  }

  function trim() {
    var body = $('log-rows');
    while (body.children.length > MAX_ROWS) body.removeChild(body.lastChild);
  }

  function addRequest(e) {
    if (e.id > state.lastId) state.lastId = e.id;
    if (document.querySelector('#log-rows tr[data-id="' + e.id + '"]')) return;
    var tr = document.createElement('tr');
    tr.dataset.id = e.id;
    tr.dataset.path = e.path;
    tr.dataset.status = String(e.status);
    tr.dataset.key = e.key || '';
    tr.tabIndex = 0;
    tr.setAttribute('aria-selected', 'false');
    cell(tr, e.id);
    cell(tr, e.time.slice(11, 19)).title = e.time;
    cell(tr, e.method);
    breakable(cell(tr, e.path, 'path'));
    breakable(cell(tr, queryText(e.query), 'query'));
    cell(tr, e.disconnect ? (e.status === null ? 'connection' : e.status) + ' ' + e.disconnect : e.status,
        's' + String(e.status).charAt(0));
    cell(tr, e.latencyMs);
    cell(tr, e.key || '\u2014');
    cell(tr, e.scenario || '\u2014');
    cell(tr, e.rule === null ? '\u2014' : e.rule);
    cell(tr, e.source || '\u2014');
    tr.hidden = !matches(tr);
    $('log-rows').insertBefore(tr, $('log-rows').firstChild);
    trim();
  }

  function addNotice(n) {
    var tr = document.createElement('tr');
    tr.className = 'notice';
    var td = cell(tr, n.time.slice(11, 23) + '  ' + n.kind + ': ' + n.message + (n.failed ? ' (refused)' : ''));
    td.colSpan = 11;
    $('log-rows').insertBefore(tr, $('log-rows').firstChild);
    trim();
  }

  function onEvent(name, data) {
    var value;
    try { value = JSON.parse(data); } catch (e) { return; }
    if (name === 'request') {
      addRequest(value);
      // usage and windows change with every call: refresh the keys once the burst is over
      clearTimeout(state.keysTimer);
      state.keysTimer = setTimeout(function () { loadKeys().catch(function () {}); }, 300);
    }
    // the server stopped this stream (it fell behind): say why; the stream ends and is opened again
    if (name === 'dropped') state.dropped = value.error;
    if (name === 'notice') {
      if (value.kind === 'reset') state.lastId = 0;
      addNotice(value);
      if (value.kind === 'scenario' || value.kind === 'reset') loadScenarios();
      if (value.kind === 'keys' || value.kind === 'reset') loadKeys();
      if (value.kind === 'clock') loadClock();
      if (value.kind === 'fixture' || value.kind === 'reload') loadFixtures();
      loadHealth();
    }
  }

  // a refused stream (too many open) says in Retry-After when to come back
  function refused(res) {
    return res.text().then(function (text) {
      var json = null;
      try { json = JSON.parse(text); } catch (e) { json = null; }
      var err = new Error(json && json.error ? json.error : 'event stream: HTTP ' + res.status);
      err.retryMs = Number(res.headers.get('retry-after')) * 1000;
      throw err;
    });
  }

  // fetch, not EventSource: it can send the admin token
  function stream(again) {
    $('stream-state').textContent = 'connecting\u2026';
    fetch('/__admin/events', { headers: headers({ accept: 'text/event-stream' }) }).then(function (res) {
      if (!res.ok || !res.body) return refused(res);
      state.dropped = null;
      // what was answered while the stream was away comes from the journal; rows already shown are skipped
      var missed = again ? api('GET', '/requests?since=' + state.lastId).then(function (r) {
        r.requests.forEach(addRequest);
      }).catch(fail) : Promise.resolve();
      var reader = res.body.getReader(), decoder = new TextDecoder(), buffer = '';
      return missed.then(function () {
        $('stream-state').textContent = 'live';
        return pump();
      });
      function pump() {
        return reader.read().then(function (r) {
          if (r.done) throw new Error(state.dropped || 'event stream closed');
          buffer += decoder.decode(r.value, { stream: true });
          var at;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            var block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            var name = 'message', data = [];
            block.split('\n').forEach(function (line) {
              if (line.indexOf('event:') === 0) name = line.slice(6).trim();
              else if (line.indexOf('data:') === 0) data.push(line.slice(5).replace(/^ /, ''));
            });
            if (data.length) onEvent(name, data.join('\n'));
          }
          return pump();
        });
      }
    }).catch(function (err) {
      $('stream-state').textContent = 'reconnecting\u2026 (' + err.message + ')';
      setTimeout(function () { stream(true); }, err.retryMs > 0 ? err.retryMs : 2000);
    });
  }

  function loadRequests() {
    return api('GET', '/requests').then(function (r) { r.requests.forEach(addRequest); });
  }

  function openDetail(tr) {
    var prev = document.querySelector('#log-rows tr[aria-selected="true"]');
    if (prev) prev.setAttribute('aria-selected', 'false');
    tr.setAttribute('aria-selected', 'true');
    api('GET', '/requests/' + tr.dataset.id + '/answer').then(function (a) {
      state.detail = a;
      $('detail').hidden = false;
      $('detail-title').textContent = 'Request #' + a.entry.id + ' \u00b7 ' + a.entry.method + ' ' + a.entry.path +
          ' \u2192 ' + (a.entry.status === null ? 'connection ' + a.entry.disconnect : a.entry.status);
      $('detail-entry').textContent = JSON.stringify(a.entry, null, 2);
      $('detail-note').textContent = a.note || (a.endpoint ? 'Answers ' + a.endpoint + ' for "' + a.value +
          '" page ' + a.page + '.' : '');
      $('detail-body').value = a.body === null ? '' : JSON.stringify(a.body, null, 2);
      // offered only where saving can work; it names the file it writes
      $('detail-body').readOnly = !a.fixture;
      $('save-fixture').hidden = !a.fixture;
      $('save-fixture').textContent = a.fixture ? 'Save as ' + a.fixture.name : '';
      $('detail').focus();
    }).catch(fail);
  }

  function saveFixture() {
    var a = state.detail;
    if (!a || !a.fixture) return;
    var body;
    try { body = JSON.parse($('detail-body').value); } catch (e) {
      say('The edited answer body is not valid JSON: ' + e.message);
      return;
    }
    var input = { endpoint: a.endpoint, value: a.value, page: a.page, status: a.fixture.status, body: body };
    var saved = function (f) {
      say('Saved ' + f.file + '; the next request for it is served from the fixture.', true);
      loadFixtures();
    };
    api('POST', '/fixtures', input).then(saved).catch(function (err) {
      // a fixture of the value is there (a shipped one too): replaced only when asked for
      if (err.code !== 'FIXTURE_EXISTS') return fail(err);
      if (!confirm('Replace the fixture ' + err.file + '? It is there already; saving replaces it.')) {
        say('Not saved: ' + err.file + ' is kept as it was.');
        return;
      }
      input.overwrite = true;
      return api('POST', '/fixtures', input).then(saved);
    }).catch(fail);
  }

  function snippet() {
    var name = $('scenario-select').value;
    var key = $('pin-key').value || 'mock-dev-key';
    var url = state.origin + '/v1/people/profile?username=jane-doe';
    $('snippet').textContent = 'X-Mock-Scenario: ' + name + '\n\ncurl -H \'Authorization: Bearer ' +
        (key.indexOf('\u2026') >= 0 ? 'YOUR-KEY' : key) + '\' -H \'X-Mock-Scenario: ' + name + '\' \'' + url + '\'';
    var s = state.scenarios.filter(function (x) { return x.name === name; })[0];
    $('scenario-description').textContent = s ? s.description + ' (' + s.rules + ' rule' + (s.rules === 1 ? '' :
        's') + ')' : '';
  }

  function fillSelect(select, values, labels) {
    var keep = select.value;
    select.textContent = '';
    values.forEach(function (v, i) {
      var o = document.createElement('option');
      o.value = v;
      o.textContent = labels ? labels[i] : v;
      select.appendChild(o);
    });
    if (values.indexOf(keep) >= 0) select.value = keep;
  }

  function loadScenarios() {
    return api('GET', '/scenarios').then(function (r) {
      state.scenarios = r.scenarios;
      $('active-scenario').textContent = r.active;
      fillSelect($('scenario-select'), r.scenarios.map(function (s) { return s.name; }));
      // the picker shows the server's scenario whenever that changes; a choice made since is kept otherwise
      if (r.active !== state.active) $('scenario-select').value = r.active;
      state.active = r.active;
      var list = $('scenario-list');
      list.textContent = '';
      r.scenarios.forEach(function (s) {
        var dt = document.createElement('dt');
        dt.textContent = s.name + (s.name === r.active ? ' (server)' : '');
        var dd = document.createElement('dd');
        dd.textContent = s.description;
        list.appendChild(dt);
        list.appendChild(dd);
      });
      snippet();
    });
  }

  function windowText(w) {
    if (!w || w.limit === null) return '\u221e';
    var leaves = w.oldestLeavesInSeconds;
    return w.used + '/' + w.limit + (leaves === null ? '' : ' \u00b7 ' + leaves + ' s');
  }

  function loadKeys() {
    return Promise.all([api('GET', '/keys'), api('GET', '/rate-windows')]).then(function (both) {
      var r = both[0], windows = {};
      both[1].keys.forEach(function (w) { windows[w.key] = w; });
      state.keys = r.keys;
      var body = $('key-rows');
      body.textContent = '';
      r.keys.forEach(function (k) {
        var tr = document.createElement('tr');
        cell(tr, k.key).title = k.label || '';
        cell(tr, k.plan);
        cell(tr, k.creditsRemaining === 'unlimited' ? '\u221e' : k.creditsRemaining).title = String(k.creditsRemaining);
        cell(tr, k.usage.calls + ' (' + k.usage.creditsUsed + ' cr)');
        cell(tr, k.usage.throttled + '/' + k.usage.refused);
        cell(tr, windowText(windows[k.key]));
        cell(tr, k.scenario || '\u2014');
        body.appendChild(tr);
      });
      var names = r.keys.map(function (k) { return k.key; });
      fillSelect($('credit-key'), names);
      fillSelect($('pin-key'), names);
      snippet();
    });
  }

  function loadClock() {
    return api('GET', '/clock').then(function (c) {
      state.clock = c;
      $('clock-kind').textContent = c.kind === 'virtual' ? 'Virtual clock:' :
          'Real clock (start with --clock virtual to move it):';
      $('clock-now').textContent = c.iso;
      $('clock-now').setAttribute('datetime', c.iso);
      $('advance').disabled = c.kind !== 'virtual';
      $('set-clock').disabled = c.kind !== 'virtual';
      if (document.activeElement !== $('clock-date')) $('clock-date').value = c.iso.slice(0, 19);
    });
  }

  function loadFixtures() {
    return api('GET', '/fixtures').then(function (r) {
      $('fixture-count').textContent = r.count + ' loaded';
      var by = {};
      r.fixtures.forEach(function (f) { (by[f.endpoint] = by[f.endpoint] || []).push(f); });
      var list = $('fixture-list');
      list.textContent = '';
      Object.keys(by).sort().forEach(function (ep) {
        var d = document.createElement('details');
        var s = document.createElement('summary');
        s.textContent = ep + ' (' + by[ep].length + ')';
        d.appendChild(s);
        by[ep].forEach(function (f) {
          var b = document.createElement('button');
          b.type = 'button';
          b.textContent = f.name;
          b.addEventListener('click', function () {
            api('GET', '/fixtures/content?endpoint=' + encodeURIComponent(f.endpoint) + '&name=' +
                encodeURIComponent(f.name)).then(function (x) {
              var pre = $('fixture-body');
              pre.hidden = false;
              pre.textContent = x.file + '\n\n' + JSON.stringify(x.body, null, 2);
              pre.focus();
            }).catch(fail);
          });
          d.appendChild(b);
        });
        list.appendChild(d);
      });
    });
  }

  function loadHealth() {
    return api('GET', '/health').then(function (h) {
      var dot = ' \u00b7 ';
      $('health').textContent = 'health: ' + h.status + dot + 'v' + h.version + dot + 'up ' + h.uptimeSeconds + ' s' +
          dot + h.fixtures + ' fixtures' + dot + 'scenario ' + h.scenario;
    });
  }

  function loadAll() {
    say('');
    return Promise.all([loadHealth(), loadScenarios(), loadKeys(), loadClock(), loadFixtures(), loadRequests()])
        .catch(fail);
  }

  function done(text) { return function () { say(text, true); }; }

  $('filters').addEventListener('input', applyFilters);
  $('filters').addEventListener('submit', function (e) { e.preventDefault(); });
  $('clear-log').addEventListener('click', function () {
    api('DELETE', '/requests').then(function () { $('log-rows').textContent = ''; }).catch(fail);
  });
  $('log-rows').addEventListener('click', function (e) {
    var tr = e.target.closest('tr[data-id]');
    if (tr) openDetail(tr);
  });
  $('log-rows').addEventListener('keydown', function (e) {
    var tr = e.target.closest('tr[data-id]');
    if (!tr) return;
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); openDetail(tr); }
    var next = e.key === 'ArrowDown' ? tr.nextElementSibling : e.key === 'ArrowUp' ? tr.previousElementSibling : null;
    while (next && (next.hidden || !next.dataset.id)) next = e.key === 'ArrowDown' ? next.nextElementSibling :
        next.previousElementSibling;
    if (next) { e.preventDefault(); next.focus(); }
  });
  $('save-fixture').addEventListener('click', saveFixture);
  $('close-detail').addEventListener('click', function () { $('detail').hidden = true; });
  $('scenario-select').addEventListener('change', snippet);
  $('pin-key').addEventListener('change', snippet);
  $('use-scenario').addEventListener('click', function () {
    api('PUT', '/scenario', { name: $('scenario-select').value }).then(loadScenarios)
        .then(done('Server scenario: ' + $('scenario-select').value)).catch(fail);
  });
  $('pin-scenario').addEventListener('click', function () {
    var key = $('pin-key').value, name = $('scenario-select').value;
    api('PUT', '/keys/' + encodeURIComponent(key), { scenario: name }).then(loadKeys).then(done('Pinned ' + name +
        ' to ' + key)).catch(fail);
  });
  $('unpin-scenario').addEventListener('click', function () {
    var key = $('pin-key').value;
    api('PUT', '/keys/' + encodeURIComponent(key), { scenario: null }).then(loadKeys).then(done('Unpinned ' + key))
        .catch(fail);
  });
  $('copy-snippet').addEventListener('click', function () {
    var line = $('snippet').textContent.split('\n').filter(function (l) { return l.indexOf('curl') === 0; })[0] || '';
    (navigator.clipboard ? navigator.clipboard.writeText(line) :
        Promise.reject(new Error('no clipboard here: select the text'))).then(done('Copied')).catch(fail);
  });
  $('set-credits').addEventListener('click', function () {
    var raw = $('credit-value').value.trim();
    var credits = raw === 'unlimited' ? 'unlimited' : /^\d+$/.test(raw) ? Number(raw) : null;
    if (credits === null) { say('Credits: a whole number or "unlimited"'); return; }
    var key = $('credit-key').value;
    api('PUT', '/keys/' + encodeURIComponent(key), { credits: credits }).then(loadKeys).then(done('Credits of ' +
        key + ': ' + credits)).catch(fail);
  });
  $('reset-key').addEventListener('click', function () {
    var key = $('credit-key').value;
    api('POST', '/keys/' + encodeURIComponent(key) + '/reset').then(loadKeys).then(done('Reset ' + key)).catch(fail);
  });
  $('advance').addEventListener('click', function () {
    api('POST', '/clock', { advanceMs: Number($('advance-by').value) }).then(loadClock).catch(fail);
  });
  $('set-clock').addEventListener('click', function () {
    var target = Date.parse($('clock-date').value + 'Z');
    if (isNaN(target)) { say('Set to: pick a date and time (UTC)'); return; }
    var delta = target - state.clock.now;
    if (delta < 0) { say('The virtual clock only moves forward: pick a time after ' + state.clock.iso); return; }
    api('POST', '/clock', { advanceMs: Math.round(delta) }).then(loadClock).catch(fail);
  });
  $('reset-all').addEventListener('click', function () {
    if (!confirm('Reset credits, usage, journal and scenario?')) return;
    api('POST', '/reset').then(function () { $('log-rows').textContent = ''; return loadAll(); })
        .then(done('Everything reset')).catch(fail);
  });
  $('token-form').addEventListener('submit', function (e) {
    e.preventDefault();
    sessionStorage.setItem(TOKEN, $('token').value);
    state.rejected = false;
    $('token-form').hidden = true;
    say('');
    loadAll();
  });

  loadAll();
  stream();
  setInterval(function () { loadHealth().catch(function () {}); }, 10000);
})();
`
