"""The admin API's answers as typed dicts: their fields are checked against the mock's OpenAPI document
(test/python.test.ts), so a field the mock adds or drops fails the test until these follow."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, TypedDict, Union



class KeyUsage(TypedDict):
    calls: int
    creditsUsed: int
    throttled: int
    refused: int


class KeyView(TypedDict):
    """A key's plan, balance and usage (``usage()``, ``keys()``, ``set_credits()``...)."""

    key: str
    label: Optional[str]
    plan: str
    requestsPerMinute: Optional[int]
    creditsRemaining: Union[int, str]
    scenario: Optional[str]
    usage: KeyUsage


class _JournalEntryOptional(TypedDict, total=False):
    instance: str
    # the Retry-After a 429 or 503 carried, as sent
    retryAfter: str
    # the chaos draw (profile, seed, scope, ordinal, outcome) when a chaos profile covered the request
    chaos: Dict[str, Any]


class JournalEntry(_JournalEntryOptional):
    """One request as the journal keeps it (``requests()``, ``expect_called()``); the key redacted."""

    id: int
    time: str
    method: str
    path: str
    query: Dict[str, str]
    key: Optional[str]
    auth: str
    scenario: Optional[str]
    rule: Optional[int]
    status: Optional[int]
    disconnect: Optional[str]
    credits: int
    latencyMs: float
    source: Optional[str]


class ScenarioSummary(TypedDict):
    name: str
    description: str
    rules: int


class ClockAnswer(TypedDict):
    kind: str
    now: float
    iso: str


class _HealthOptional(TypedDict, total=False):
    store: Dict[str, object]
    # a server's search indexes: built after it listens ("warming"), then "ready"
    search: str


class HealthAnswer(_HealthOptional):
    status: str
    version: str
    uptimeSeconds: int
    fixtures: int
    scenario: str


# the answers whose fields test/python.test.ts compares with the OpenAPI document's schemas
class Verdict(TypedDict):
    """One rule of good client behaviour judged from the journal: ``pass``, ``fail`` or ``not-applicable``."""

    rule: str
    title: str
    status: str
    detail: str
    entries: List[JournalEntry]


# "from" is a Python keyword: the fields are declared the functional way
_ScorecardFields = TypedDict(
    "_ScorecardFields",
    {
        "key": Optional[str],
        "from": Optional[str],
        "to": Optional[str],
        "requests": int,
        "passed": bool,
        "verdicts": List[Verdict],
    },
)


class Scorecard(_ScorecardFields, total=False):
    """A client's scorecard (``verdicts()``, ``expect_client_behaved()``): one verdict per rule."""

    replay: str


class ChaosAnswer(TypedDict):
    """The chaos profile in force (or None), the presets, and the line that replays a run under it."""

    active: Optional[Dict[str, Any]]
    presets: List[Dict[str, Any]]
    replay: Optional[str]


ANSWERS = {
    "KeyView": (KeyView, "GET", "/__admin/keys/{key}", None),
    "KeyUsage": (KeyUsage, "GET", "/__admin/keys/{key}", "usage"),
    "JournalEntry": (JournalEntry, "GET", "/__admin/requests", "requests[]"),
    "ScenarioSummary": (ScenarioSummary, "GET", "/__admin/scenarios", "scenarios[]"),
    "ClockAnswer": (ClockAnswer, "GET", "/__admin/clock", None),
    "HealthAnswer": (HealthAnswer, "GET", "/__admin/health", None),
    "Scorecard": (Scorecard, "GET", "/__admin/verdicts", None),
    "Verdict": (Verdict, "GET", "/__admin/verdicts", "verdicts[]"),
    "ChaosAnswer": (ChaosAnswer, "GET", "/__admin/chaos", None),
}
