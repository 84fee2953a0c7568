"""The control client against a real mock (the plugin's ``mock`` fixture): each verb as the Node client has it."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from datetime import datetime, timezone

import pytest

from network_lookup_mock import ExpectCalledError, MockAdminError, MockClient, redact_key

KEY = "test_starter_0000000000000001"


def call(mock: MockClient, path: str, key: str = KEY) -> int:
    request = urllib.request.Request(mock.url + path, headers={"x-api-key": key})
    try:
        with urllib.request.urlopen(request, timeout=10) as res:
            res.read()
            return res.status
    except urllib.error.HTTPError as err:
        err.read()
        return err.code


PROFILE = "/v1/people/profile?username=jane-doe"


def test_switches_the_server_scenario_and_back(mock: MockClient) -> None:
    assert mock.use_scenario("server-error") == "server-error"
    assert mock.scenario() == "server-error"
    assert call(mock, PROFILE) == 500
    assert mock.use_scenario(None) == "default"
    assert call(mock, PROFILE) == 200


def test_pins_a_scenario_to_one_key_for_a_number_of_calls(mock: MockClient) -> None:
    # a limited pin is a scenario of its own, named after the one it limits
    assert mock.for_key(KEY).use_scenario("not-found", times=1).startswith("not-found")
    assert [call(mock, PROFILE), call(mock, PROFILE)] == [404, 200]


def test_takes_scenario_rules_as_data(mock: MockClient) -> None:
    active = mock.use_scenario({"name": "py-teapot", "rules": [{"effect": {"error": "INTERNAL_ERROR"}}]})
    assert active == "py-teapot"
    assert call(mock, PROFILE) == 500


def test_lists_scenarios_with_their_rule_counts(mock: MockClient) -> None:
    names = {s["name"]: s["rules"] for s in mock.scenarios()}
    assert names["default"] >= 0 and "server-error" in names


def test_keys_credits_plans_and_usage(mock: MockClient) -> None:
    key = "py_key_000000000001"
    added = mock.add_key({"key": key, "plan": "Starter", "credits": 2})
    # the admin API shows keys redacted, as the journal does
    assert (added["key"], added["creditsRemaining"]) == (redact_key(key), 2)
    assert call(mock, PROFILE, key) == 200
    assert mock.usage(key)["usage"]["creditsUsed"] == 1
    assert mock.set_credits(key, 0)["creditsRemaining"] == 0
    assert call(mock, PROFILE, key) == 402
    assert mock.set_credits(key, "unlimited")["creditsRemaining"] == "unlimited"
    assert mock.set_plan(key, "Enterprise", 600)["requestsPerMinute"] == 600
    assert mock.update_key(key, {"plan": "Growth", "credits": 5})["creditsRemaining"] == 5
    reset = mock.reset_key(key)
    assert (reset["creditsRemaining"], reset["plan"], reset["usage"]["calls"]) == (2, "Starter", 0)
    assert redact_key(key) in [k["key"] for k in mock.keys()]


def test_moves_a_virtual_clock(mock: MockClient) -> None:
    now = mock.clock.now()
    assert mock.clock.advance(60_000) == now + 60_000
    later = datetime.fromtimestamp((now + 3_600_000) / 1000, tz=timezone.utc)
    assert mock.clock.set(later) == now + 3_600_000
    with pytest.raises(MockAdminError) as refused:
        mock.clock.set("not a time")
    assert refused.value.status == 400


def test_journal_filters_and_clears(mock: MockClient) -> None:
    call(mock, PROFILE)
    call(mock, "/v1/companies/details?username=acme")
    assert [e["path"] for e in mock.requests(endpoint="people/profile")] == ["/v1/people/profile"]
    assert all(e["key"] == redact_key(KEY) for e in mock.requests(key=KEY))
    assert len(mock.requests(status=200)) >= 1
    assert mock.clear_requests() == 2
    assert mock.requests() == []


def test_expect_called_passes_and_returns_the_matches(mock: MockClient) -> None:
    call(mock, PROFILE)
    matching = mock.expect_called("people/profile", times=1, query={"username": "jane-doe"}, status=200)
    assert [m["query"]["username"] for m in matching] == ["jane-doe"]


def test_expect_called_lists_near_misses_nearest_first(mock: MockClient) -> None:
    call(mock, "/v1/people/profile?username=john-doe")
    call(mock, "/v1/companies/details?username=acme")
    with pytest.raises(ExpectCalledError) as failed:
        mock.expect_called("people/profile", query={"username": "jane-doe"})
    message = str(failed.value)
    assert message.startswith("Expected GET people/profile with username=jane-doe called at least once, but it was called 0 times.")
    assert 'Near misses:\n  #1 GET /v1/people/profile?username=john-doe -> 200' in message
    assert 'username "john-doe", not "jane-doe"' in message
    assert [e["path"] for e in failed.value.near_misses][0] == "/v1/people/profile"


def test_refusals_carry_the_status_and_code(mock: MockClient) -> None:
    with pytest.raises(MockAdminError) as refused:
        mock.use_scenario("no-such-scenario")
    assert refused.value.status == 400 or refused.value.status == 404
    assert refused.value.code == "UNKNOWN_SCENARIO"


def test_a_wrong_token_is_refused_and_the_key_not_shown(mock: MockClient) -> None:
    stranger = MockClient(mock.url, token="wrong")
    with pytest.raises(MockAdminError) as refused:
        stranger.usage(KEY)
    assert refused.value.status == 401 and refused.value.code == "UNAUTHORIZED_ADMIN"
    assert KEY not in str(refused.value)


def test_reset_puts_everything_back(mock: MockClient) -> None:
    mock.use_scenario("server-error")
    call(mock, PROFILE)
    mock.reset()
    assert mock.scenario() == "default" and mock.requests() == []


def test_health_says_ok(mock: MockClient) -> None:
    assert mock.health()["status"] == "ok"


def test_chaos_profile_set_shown_and_cleared(mock: MockClient) -> None:
    answer = mock.use_chaos("flaky")
    assert answer["active"] is not None and "flaky" in {p["name"] for p in answer["presets"]}
    assert mock.chaos()["active"] is not None
    assert mock.use_chaos(None)["active"] is None


def test_verdicts_pass_a_client_that_behaves_and_name_the_rule_one_breaks(mock: MockClient) -> None:
    scoped = mock.for_key(KEY)
    assert call(mock, PROFILE) == 200
    card = scoped.expect_client_behaved()
    assert card["passed"] and {v["rule"] for v in card["verdicts"]} >= {"no-duplicate-fetch", "stopped-after-402"}
    # a 401 retried: a request the client must not repeat
    bad = "test_nocredits_00000000000005"
    assert [call(mock, PROFILE, bad), call(mock, PROFILE, bad)] == [402, 402]
    with pytest.raises(AssertionError) as failed:
        mock.expect_client_behaved(key=bad)
    assert "stopped-after-402" in str(failed.value)
    assert failed.value.scorecard["passed"] is False  # type: ignore[attr-defined]
