"""pytest plugin: a ``mock`` fixture (the control client of one mock per session, reset before each test) and the
mock's journal in the report of a test that failed. Loaded by its entry point once the package is installed, or with
``-p network_lookup_mock.pytest_plugin``."""

from __future__ import annotations

from typing import Iterator

import pytest

from .client import MockClient, describe_entry
from .server import IMAGE, RunningMock, start_mock


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("network-lookup-mock")
    group.addoption("--mock-mode", default=None, choices=["url", "container", "process"],
                    help="how to start the mock: url (NETWORK_LOOKUP_MOCK_URL), container or process; default: the "
                         "first that applies")
    group.addoption("--mock-image", default=IMAGE, help=f"the mock's image (default {IMAGE})")


@pytest.fixture(scope="session")
def mock_server(request: pytest.FixtureRequest) -> Iterator[RunningMock]:
    """One mock for the session: its url, token, client and how it was started."""
    running = start_mock(mode=request.config.getoption("--mock-mode"), image=request.config.getoption("--mock-image"))
    yield running
    running.stop()


@pytest.fixture
def mock(mock_server: RunningMock) -> MockClient:
    """The mock's control client, everything back to start-up first: each test starts from the same state."""
    mock_server.client.reset()
    return mock_server.client


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    client = getattr(item, "funcargs", {}).get("mock")
    if report.when != "call" or not report.failed or not isinstance(client, MockClient):
        return
    try:
        entries = client.requests()
        text = "\n".join(describe_entry(e) for e in entries) or "no calls were recorded"
    except Exception as err:  # the report must not hide the failure it reports
        text = f"the journal could not be read: {err}"
    report.sections.append(("network-lookup-mock journal", text))
