"""Control client and pytest plugin for network-lookup-mock (standard library only)."""

from .client import (
    OPERATIONS,
    ClientMisbehavedError,
    Clock,
    ExpectCalledError,
    MockAdminError,
    MockClient,
    connect,
    describe_entry,
    judge_calls,
    redact_key,
    wait_for_mock,
)
from .server import IMAGE, RunningMock, start_mock
from .types import ChaosAnswer, ClockAnswer, HealthAnswer, JournalEntry, KeyUsage, KeyView, ScenarioSummary, Scorecard, Verdict

__all__ = [
    "OPERATIONS", "ChaosAnswer", "ClientMisbehavedError", "Clock", "ClockAnswer", "ExpectCalledError", "HealthAnswer", "IMAGE", "JournalEntry", "KeyUsage",
    "KeyView", "MockAdminError", "MockClient", "RunningMock", "ScenarioSummary", "Scorecard", "Verdict", "connect", "describe_entry",
    "judge_calls", "redact_key", "start_mock", "wait_for_mock",
]
