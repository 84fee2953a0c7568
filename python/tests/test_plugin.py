"""The pytest plugin: the mock fixture isolates tests, and a failed test's report carries the journal."""

from __future__ import annotations

import os

import pytest


@pytest.fixture
def inner_env(mock_server, monkeypatch: pytest.MonkeyPatch):
    # the inner session uses this session's mock (mode url), so no second mock starts
    monkeypatch.setenv("NETWORK_LOOKUP_MOCK_URL", mock_server.url)
    monkeypatch.setenv("NETWORK_LOOKUP_MOCK_ADMIN_TOKEN", mock_server.token or "")
    monkeypatch.delenv("NETWORK_LOOKUP_MOCK_PYTEST_MODE", raising=False)
    return mock_server


def test_each_test_starts_from_a_reset_mock(pytester: pytest.Pytester, inner_env) -> None:
    pytester.makepyfile(
        """
        def test_first(mock):
            mock.use_scenario("server-error")

        def test_second(mock):
            assert mock.scenario() == "default"
        """
    )
    result = pytester.runpytest_subprocess("-p", "network_lookup_mock.pytest_plugin")
    result.assert_outcomes(passed=2)


def test_a_failed_test_reports_the_journal(pytester: pytest.Pytester, inner_env) -> None:
    pytester.makepyfile(
        """
        import urllib.request

        def test_calls_the_wrong_user(mock):
            req = urllib.request.Request(mock.url + "/v1/people/profile?username=john-doe",
                                         headers={"x-api-key": "test_starter_0000000000000001"})
            urllib.request.urlopen(req).read()
            mock.expect_called("people/profile", query={"username": "jane-doe"})
        """
    )
    result = pytester.runpytest_subprocess("-p", "network_lookup_mock.pytest_plugin")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([
        "*Near misses:*",
        "*network-lookup-mock journal*",
        "#1 GET /v1/people/profile?username=john-doe -> 200 (key test…001)",
    ])
    assert "test_starter_0000000000000001" not in result.stdout.str().replace('"x-api-key": "test_starter', "")


def test_the_mode_is_chosen_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    from network_lookup_mock.server import start_mock

    monkeypatch.delenv("NETWORK_LOOKUP_MOCK_URL", raising=False)
    with pytest.raises(RuntimeError, match="NETWORK_LOOKUP_MOCK_URL"):
        start_mock(mode="url")
    with pytest.raises(ValueError, match="url, container or process"):
        start_mock(mode="nonsense")
    assert os.environ.get("NETWORK_LOOKUP_MOCK_URL") is None
