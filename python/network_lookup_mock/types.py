"""The admin API's answers as typed dicts: their fields are checked against the mock's OpenAPI document
(test/python.test.ts), so a field the mock adds or drops fails the test until these follow."""

from __future__ import annotations

from typing import Dict, Optional, TypedDict, Union



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


class HealthAnswer(_HealthOptional):
    status: str
    version: str
    uptimeSeconds: int
    fixtures: int
    scenario: str


# the answers whose fields test/python.test.ts compares with the OpenAPI document's schemas
ANSWERS = {
    "KeyView": (KeyView, "GET", "/__admin/keys/{key}", None),
    "KeyUsage": (KeyUsage, "GET", "/__admin/keys/{key}", "usage"),
    "JournalEntry": (JournalEntry, "GET", "/__admin/requests", "requests[]"),
    "ScenarioSummary": (ScenarioSummary, "GET", "/__admin/scenarios", "scenarios[]"),
    "ClockAnswer": (ClockAnswer, "GET", "/__admin/clock", None),
    "HealthAnswer": (HealthAnswer, "GET", "/__admin/health", None),
}
