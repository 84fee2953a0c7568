"""The mock's control client over its admin API: the verbs, filters, answers and errors of the Node client
(``connect`` in ``network-lookup-mock/client``), with Python names."""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime, timezone
from typing import Any, Dict, List, Mapping, Optional, Tuple, Union

from .types import ChaosAnswer, ClockAnswer, HealthAnswer, JournalEntry, KeyView, ScenarioSummary, Scorecard

Scalar = Union[str, int, float, bool]
# as src/util/redact.ts
REDACT_MAX_SHOWN = 8
REDACTED_MARK = "…"
Since = Union[int, str, datetime]

# every admin operation the client sends: its method name -> (HTTP method, path); checked against the mock's OpenAPI
# document by test/python.test.ts, so the two cannot drift
OPERATIONS: Dict[str, Tuple[str, str]] = {
    "use_scenario": ("PUT", "/__admin/scenario"),
    "scenario": ("GET", "/__admin/scenario"),
    "scenarios": ("GET", "/__admin/scenarios"),
    "add_key": ("POST", "/__admin/keys"),
    "set_credits": ("PUT", "/__admin/keys/{key}"),
    "set_plan": ("PUT", "/__admin/keys/{key}"),
    "update_key": ("PUT", "/__admin/keys/{key}"),
    "reset_key": ("POST", "/__admin/keys/{key}/reset"),
    "usage": ("GET", "/__admin/keys/{key}"),
    "keys": ("GET", "/__admin/keys"),
    "clock.now": ("GET", "/__admin/clock"),
    "clock.advance": ("POST", "/__admin/clock"),
    "clock.set": ("POST", "/__admin/clock"),
    "requests": ("GET", "/__admin/requests"),
    "clear_requests": ("DELETE", "/__admin/requests"),
    "expect_called": ("GET", "/__admin/requests"),
    "reset": ("POST", "/__admin/reset"),
    "health": ("GET", "/__admin/health"),
    "chaos": ("GET", "/__admin/chaos"),
    "use_chaos": ("PUT", "/__admin/chaos"),
    "verdicts": ("GET", "/__admin/verdicts"),
    "expect_client_behaved": ("GET", "/__admin/verdicts"),
}


class MockAdminError(Exception):
    """An admin call the mock refused: ``status``, the answer's ``body`` and its error ``code`` (``UNKNOWN_SCENARIO``...)."""

    def __init__(self, status: int, body: Any, what: str) -> None:
        reason = body.get("error") if isinstance(body, dict) else None
        code = body.get("code") if isinstance(body, dict) else None
        super().__init__(f"{what} answered {status}" + (f": {reason}" if isinstance(reason, str) else ""))
        self.status = status
        self.body = body
        self.code: Optional[str] = code if isinstance(code, str) else None


class ExpectCalledError(AssertionError):
    """``expect_called`` found no match (or the wrong count); the message lists what was called instead."""

    def __init__(self, message: str, matching: List[JournalEntry], near_misses: List[JournalEntry]) -> None:
        super().__init__(message)
        self.matching = matching
        self.near_misses = near_misses


class ClientMisbehavedError(AssertionError):
    """``expect_client_behaved`` found a rule broken; the message lists the failed verdicts, ``scorecard`` is all."""

    def __init__(self, scorecard: Scorecard) -> None:
        failed = [v for v in scorecard["verdicts"] if v["status"] == "fail"]
        lines = [f"the client broke {len(failed)} rule(s) of good behaviour:"]
        lines += [f"  {v['rule']}: {v['detail']}" for v in failed]
        if scorecard.get("replay"):
            lines.append(f"replay: {scorecard['replay']}")
        super().__init__("\n".join(lines))
        self.scorecard = scorecard


def redact_key(key: str) -> str:
    """A key as the mock shows it (its journal, its errors): a quarter of its characters at most, 8 at most."""
    shown = min(REDACT_MAX_SHOWN, len(key) // 4)
    head = (shown + 1) // 2
    tail = shown - head
    return key[:head] + REDACTED_MARK + (key[-tail:] if tail > 0 else "")


def _time_text(when: Union[datetime, str, int, float]) -> str:
    if isinstance(when, str):
        return when
    if isinstance(when, datetime):
        moment = when if when.tzinfo else when.replace(tzinfo=timezone.utc)
        return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    return datetime.fromtimestamp(when / 1000, tz=timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _since_text(since: Since) -> str:
    return _time_text(since) if isinstance(since, datetime) else str(since)


class Clock:
    """The mock's clock: ``now()``, and a virtual clock moved forward by ``advance(ms)`` or ``set(when)``."""

    def __init__(self, client: "MockClient") -> None:
        self._client = client

    def now(self) -> float:
        answer: ClockAnswer = self._client._admin("GET", "/__admin/clock")
        return answer["now"]

    def advance(self, ms: int) -> float:
        answer: ClockAnswer = self._client._admin("POST", "/__admin/clock", {"advanceMs": ms})
        return answer["now"]

    def set(self, when: Union[datetime, str, int, float]) -> float:
        """To a datetime, epoch ms or an ISO 8601 string; the mock refuses a time before its clock's."""
        answer: ClockAnswer = self._client._admin("POST", "/__admin/clock", {"to": _time_text(when)})
        return answer["now"]


class MockClient:
    """The mock's controls over its admin API: ``MockClient("http://127.0.0.1:4010", token=...)``.

    ``key`` scopes ``requests()``, ``expect_called()`` and ``use_scenario()`` to one key's calls, as ``for_key`` does.
    """

    def __init__(self, url: str, token: Optional[str] = None, key: Optional[str] = None, timeout: float = 10.0):
        self.url = url.rstrip("/")
        self.token = token
        self.key = key
        self.timeout = timeout
        self.clock = Clock(self)

    def for_key(self, key: str) -> "MockClient":
        """A client whose requests/expect_called/use_scenario default to one key."""
        return MockClient(self.url, self.token, key, self.timeout)

    # ---- transport ----

    def _shown(self, path: str) -> str:
        def hide(match: "re.Match[str]") -> str:
            return match.group(1) + urllib.parse.quote(redact_key(urllib.parse.unquote_plus(match.group(2))))

        path = re.sub(r"^(/__admin/keys/)([^/?]+)", hide, path)
        return re.sub(r"([?&]key=)([^&]+)", hide, path)

    def _admin(self, method: str, path: str, body: Optional[Mapping[str, Any]] = None) -> Any:
        headers = {"accept": "application/json"}
        if self.token is not None:
            headers["authorization"] = f"Bearer {self.token}"
        data = None
        if body is not None:
            headers["content-type"] = "application/json"
            data = json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method, headers=headers)
        what = f"{method} {self._shown(path)}"
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as res:
                status, text = res.status, res.read().decode()
        except urllib.error.HTTPError as err:
            status, text = err.code, err.read().decode()
        try:
            answer = json.loads(text)
        except ValueError:
            raise MockAdminError(status, text, f"{what} (not JSON: is {self.url} the mock?)") from None
        if status >= 400:
            raise MockAdminError(status, answer, what)
        return answer

    @staticmethod
    def _key_path(key: str) -> str:
        return "/__admin/keys/" + urllib.parse.quote(key, safe="")

    # ---- scenarios ----

    def use_scenario(
        self,
        scenario: Union[str, Mapping[str, Any], None],
        key: Optional[str] = None,
        times: Optional[int] = None,
    ) -> Optional[str]:
        """Switches the server (or one key) to a scenario name, rules given as data, or None for the start-up one."""
        key = key if key is not None else self.key
        limit = {} if times is None else {"times": times}
        if key is not None:
            return self.update_key(key, {"scenario": scenario, **limit})["scenario"]
        body = {"name": scenario} if scenario is None or isinstance(scenario, str) else {"scenario": dict(scenario)}
        return self._admin("PUT", "/__admin/scenario", {**body, **limit})["active"]

    def scenario(self) -> str:
        """The whole-server scenario in force."""
        return self._admin("GET", "/__admin/scenario")["active"]

    def scenarios(self) -> List[ScenarioSummary]:
        return self._admin("GET", "/__admin/scenarios")["scenarios"]

    # ---- keys and credits ----

    def add_key(self, entry: Mapping[str, Any]) -> KeyView:
        """Adds a key for this run (it survives reset): ``{"key": ..., "plan": "Starter", "credits": 10}``."""
        return self._admin("POST", "/__admin/keys", entry)

    def set_credits(self, key: str, credits: Union[int, str]) -> KeyView:
        """A number, or ``"unlimited"``."""
        return self.update_key(key, {"credits": credits})

    def set_plan(self, key: str, plan: str, requests_per_minute: Optional[int] = None) -> KeyView:
        update: Dict[str, Any] = {"plan": plan}
        if requests_per_minute is not None:
            update["requestsPerMinute"] = requests_per_minute
        return self.update_key(key, update)

    def update_key(self, key: str, update: Mapping[str, Any]) -> KeyView:
        return self._admin("PUT", self._key_path(key), update)

    def reset_key(self, key: str) -> KeyView:
        """One key back to its start-up balance, plan and counters, its scenario unpinned."""
        return self._admin("POST", self._key_path(key) + "/reset")

    def usage(self, key: str) -> KeyView:
        return self._admin("GET", self._key_path(key))

    def keys(self) -> List[KeyView]:
        return self._admin("GET", "/__admin/keys")["keys"]

    # ---- the journal ----

    def requests(
        self,
        endpoint: Optional[str] = None,
        status: Optional[int] = None,
        key: Optional[str] = None,
        since: Optional[Since] = None,
        method: Optional[str] = None,
    ) -> List[JournalEntry]:
        """Journal entries, oldest first; ``endpoint`` is an id (``people/profile``) or path, ``*`` as wildcard."""
        params: Dict[str, str] = {}
        key = key if key is not None else self.key
        if endpoint is not None:
            params["path"] = endpoint
        if status is not None:
            params["status"] = str(status)
        if key is not None:
            params["key"] = key
        if since is not None:
            params["since"] = _since_text(since)
        if method is not None:
            params["method"] = method
        query = urllib.parse.urlencode(params)
        return self._admin("GET", "/__admin/requests" + (f"?{query}" if query else ""))["requests"]

    def clear_requests(self) -> int:
        """Empties the journal; returns how many entries were dropped."""
        return self._admin("DELETE", "/__admin/requests")["cleared"]

    def expect_called(
        self,
        endpoint: str,
        times: Optional[int] = None,
        query: Optional[Mapping[str, Scalar]] = None,
        status: Optional[int] = None,
        method: Optional[str] = None,
        key: Optional[str] = None,
        since: Optional[Since] = None,
    ) -> List[JournalEntry]:
        """Raises ExpectCalledError listing the calls made instead, nearest first, unless the endpoint was called as
        described (at least once, or exactly ``times``); returns the matching calls."""
        entries = self.requests(key=key, since=since)
        expected = Expected(times=times, query=dict(query or {}), status=status, method=method)
        matching, error = judge_calls(entries, endpoint, expected)
        if error is not None:
            raise error
        return matching

    # ---- chaos and the client's scorecard ----

    def chaos(self) -> ChaosAnswer:
        """The chaos profile in force, the presets, and the line that replays a run under it."""
        return self._admin("GET", "/__admin/chaos")

    def use_chaos(self, profile: Union[str, Mapping[str, Any], None]) -> ChaosAnswer:
        """Sets the chaos profile: a preset's name (``flaky``), a profile of one's own, or None for none."""
        return self._admin("PUT", "/__admin/chaos", {"profile": profile})

    def verdicts(
        self,
        key: Optional[str] = None,
        since: Optional[Since] = None,
        until: Optional[Union[str, datetime]] = None,
        budget: Optional[int] = None,
        duplicate_window_ms: Optional[int] = None,
    ) -> Scorecard:
        """The client's scorecard: one verdict per rule of good behaviour, from the journal and the mock's clock."""
        params: Dict[str, str] = {}
        key = key if key is not None else self.key
        if key is not None:
            params["key"] = key
        if since is not None:
            params["since"] = _since_text(since)
        if until is not None:
            params["until"] = _since_text(until)
        if budget is not None:
            params["budget"] = str(budget)
        if duplicate_window_ms is not None:
            params["duplicateWindowMs"] = str(duplicate_window_ms)
        query = urllib.parse.urlencode(params)
        return self._admin("GET", "/__admin/verdicts" + (f"?{query}" if query else ""))

    def expect_client_behaved(self, **options: Any) -> Scorecard:
        """Raises ClientMisbehavedError (its message the failed verdicts) unless every verdict passed or did not
        apply; returns the scorecard. Takes ``verdicts``' options."""
        card = self.verdicts(**options)
        if not card["passed"]:
            raise ClientMisbehavedError(card)
        return card

    # ---- the whole mock ----

    def reset(self) -> None:
        """Everything back to start-up (credits, scenarios, journal) for every key."""
        self._admin("POST", "/__admin/reset")

    def health(self) -> HealthAnswer:
        return self._admin("GET", "/__admin/health")


def connect(url: str, token: Optional[str] = None, key: Optional[str] = None) -> MockClient:
    """The control client of a running mock, as ``connect(url, { token, key })`` in Node."""
    return MockClient(url, token=token, key=key)


def wait_for_mock(url: str, token: Optional[str] = None, timeout: float = 15.0, interval: float = 0.1) -> None:
    """Waits until a mock answers its health route; raises TimeoutError saying the last answer otherwise."""
    deadline = time.monotonic() + timeout
    last = "no answer yet"
    headers = {} if token is None else {"authorization": f"Bearer {token}"}
    while True:
        try:
            request = urllib.request.Request(url.rstrip("/") + "/__admin/health", headers=headers)
            with urllib.request.urlopen(request, timeout=max(0.5, interval * 5)) as res:
                if res.status == 200:
                    return
                last = f"health answered {res.status}"
        except urllib.error.HTTPError as err:
            last = f"health answered {err.code}"
        except OSError as err:
            last = str(getattr(err, "reason", err))
        if time.monotonic() >= deadline:
            raise TimeoutError(f"the mock at {url} did not answer within {timeout} s ({last})")
        time.sleep(interval)


# ---- expect_called: matching and the report of near misses (as the Node client's judgeCalls) ----


class Expected:
    def __init__(
        self,
        times: Optional[int] = None,
        query: Optional[Dict[str, Scalar]] = None,
        status: Optional[int] = None,
        method: Optional[str] = None,
    ) -> None:
        self.times = times
        self.query = query or {}
        self.status = status
        self.method = method


def _endpoint_id(path_or_id: str) -> str:
    return re.sub(r"/+$", "", re.sub(r"^v1/", "", re.sub(r"^/+", "", path_or_id)))


def _matcher(pattern: str):
    want = _endpoint_id(pattern)
    if "*" not in want:
        return lambda path: _endpoint_id(path) == want
    regex = re.compile("^" + ".*".join(re.escape(part) for part in want.split("*")) + "$")
    return lambda path: regex.match(_endpoint_id(path)) is not None


def _segment_distance(a: str, b: str) -> int:
    x, y = a.split("/"), b.split("/")
    return abs(len(x) - len(y)) + sum(1 for i in range(min(len(x), len(y))) if x[i] != y[i])


def _value_text(value: Scalar) -> str:
    # as JavaScript's String(): true, not True
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _differences(entry: JournalEntry, matches, endpoint: str, expected: Expected) -> Tuple[List[str], int]:
    reasons: List[str] = []
    distance = 0
    if not matches(entry["path"]):
        reasons.append(f"endpoint {_endpoint_id(entry['path'])}, not {_endpoint_id(endpoint)}")
        distance += 10 + _segment_distance(_endpoint_id(entry["path"]), _endpoint_id(endpoint))
    for name, value in expected.query.items():
        got = entry["query"].get(name)
        if got is None:
            reasons.append(f"no {name} (expected {json.dumps(_value_text(value))})")
        elif got != _value_text(value):
            reasons.append(f"{name} {json.dumps(got)}, not {json.dumps(_value_text(value))}")
        else:
            continue
        distance += 2
    if expected.method is not None and entry["method"] != expected.method.upper():
        reasons.append(f"method {entry['method']}, not {expected.method.upper()}")
        distance += 3
    if expected.status is not None and entry["status"] != expected.status:
        answer = "connection reset" if entry["status"] is None else f"status {entry['status']}"
        reasons.append(f"{answer}, not {expected.status}")
        distance += 1
    return reasons, distance


def describe_entry(entry: JournalEntry) -> str:
    """``#3 GET /v1/people/profile?username=x -> 200 (key test…)``: one journal entry on one line."""
    query = "&".join(f"{k}={v}" for k, v in entry["query"].items())
    answer = "connection reset" if entry["status"] is None else entry["status"]
    key = f" (key {entry['key']})" if entry.get("key") else ""
    return f"#{entry['id']} {entry['method']} {entry['path']}{'?' + query if query else ''} -> {answer}{key}"


def _describe_expectation(endpoint: str, o: Expected) -> str:
    parts = [f"{(o.method or 'GET').upper()} {_endpoint_id(endpoint)}"]
    if o.query:
        parts.append("with " + "&".join(f"{k}={_value_text(v)}" for k, v in o.query.items()))
    if o.status is not None:
        parts.append(f"answered {o.status}")
    count = "at least once" if o.times is None else f"{o.times} time{'' if o.times == 1 else 's'}"
    return f"{' '.join(parts)} called {count}"


NEAR_MISSES_SHOWN = 5
OTHERS_SHOWN = 10


def judge_calls(
    entries: List[JournalEntry], endpoint: str, expected: Optional[Expected] = None
) -> Tuple[List[JournalEntry], Optional[ExpectCalledError]]:
    """The matching calls, and an error whose message lists near misses (nearest first) and the other calls."""
    expected = expected or Expected()
    matches = _matcher(endpoint)
    scored = [(entry, *_differences(entry, matches, endpoint, expected)) for entry in entries]
    matching = [entry for entry, reasons, _ in scored if not reasons]
    ok = len(matching) > 0 if expected.times is None else len(matching) == expected.times
    if ok:
        return matching, None
    misses = sorted((s for s in scored if s[1]), key=lambda s: (s[2], s[0]["id"]))
    near = [s for s in misses if s[2] < 10 or len(s[1]) == 1][:NEAR_MISSES_SHOWN]
    others = [s for s in misses if s not in near]
    n = len(matching)
    lines = [f"Expected {_describe_expectation(endpoint, expected)}, but it was called {n} time{'' if n == 1 else 's'}."]
    if matching:
        lines += ["Matching calls:", *(f"  {describe_entry(e)}" for e in matching[:OTHERS_SHOWN])]
    if near:
        lines += ["Near misses:", *(f"  {describe_entry(e)}: {'; '.join(r)}" for e, r, _ in near)]
    if others:
        lines += [f"Other calls ({len(others)}):", *(f"  {describe_entry(e)}" for e, _, _ in others[:OTHERS_SHOWN])]
        if len(others) > OTHERS_SHOWN:
            lines.append(f"  ... and {len(others) - OTHERS_SHOWN} more")
    if not entries:
        lines.append("No calls were recorded.")
    return matching, ExpectCalledError("\n".join(lines), matching, [e for e, _, _ in near])
