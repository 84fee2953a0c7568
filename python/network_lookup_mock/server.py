"""Starting the mock for a test session: its image where a container engine has it, else the command line."""

from __future__ import annotations

import os
import secrets
import shlex
import shutil
import socket
import subprocess
import tempfile
from typing import Dict, List, Mapping, Optional

from .client import MockClient, wait_for_mock

IMAGE = "localhost/network-lookup-mock:dev"
CONTAINER_PORT = 4010


def free_port() -> int:
    """A port free now on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def container_engine(image: str = IMAGE) -> Optional[str]:
    """podman or docker, whichever is installed and has the image; None otherwise."""
    for engine in ("podman", "docker"):
        if shutil.which(engine) is None:
            continue
        found = subprocess.run([engine, "image", "inspect", image], capture_output=True)
        if found.returncode == 0:
            return engine
    return None


class RunningMock:
    """A mock this session started (or was given): its ``url``, admin ``token``, connected ``client``, and ``stop()``."""

    def __init__(self, url: str, token: Optional[str], how: str, stop_args: Optional[List[str]] = None,
                 process: Optional[subprocess.Popen] = None, log: Optional[str] = None) -> None:
        self.url = url
        self.token = token
        self.how = how
        self.client = MockClient(url, token=token)
        self._stop_args = stop_args
        self._process = process
        self._log = log

    def output(self) -> str:
        """What the mock printed (its banner, warnings), for a report."""
        if self._log is not None and os.path.exists(self._log):
            with open(self._log, encoding="utf-8", errors="replace") as f:
                return f.read()
        return ""

    def stop(self) -> None:
        if self._stop_args is not None:
            subprocess.run(self._stop_args, capture_output=True)
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        if self._log is not None and os.path.exists(self._log):
            os.unlink(self._log)


def start_mock(mode: Optional[str] = None, image: str = IMAGE, env: Optional[Mapping[str, str]] = None,
               timeout: float = 60.0) -> RunningMock:
    """Starts a mock and waits for its health route.

    ``mode``: ``url`` (NETWORK_LOOKUP_MOCK_URL, already running), ``container`` (``image`` with podman or docker),
    ``process`` (NETWORK_LOOKUP_MOCK_COMMAND, default ``npx --yes network-lookup-mock``); by default the first that
    applies. ``env``: more serve options by their variables (``{"NETWORK_LOOKUP_MOCK_SEED": "7"}``).
    """
    options: Dict[str, str] = dict(env or {})
    given = os.environ.get("NETWORK_LOOKUP_MOCK_URL")
    mode = mode or os.environ.get("NETWORK_LOOKUP_MOCK_PYTEST_MODE") or (
        "url" if given else "container" if container_engine(image) else "process")
    if mode == "url":
        if not given:
            raise RuntimeError("mode url: set NETWORK_LOOKUP_MOCK_URL to the running mock's URL")
        token = os.environ.get("NETWORK_LOOKUP_MOCK_ADMIN_TOKEN")
        wait_for_mock(given, token=token, timeout=timeout)
        return RunningMock(given, token, "url")
    token = secrets.token_hex(16)
    port = free_port()
    if mode == "container":
        engine = container_engine(image)
        if engine is None:
            raise RuntimeError(f"mode container: neither podman nor docker has {image} (npm run image builds it)")
        args = [engine, "run", "-d", "--rm", "--read-only", "-p", f"127.0.0.1:{port}:{CONTAINER_PORT}",
                "-e", f"NETWORK_LOOKUP_MOCK_ADMIN_TOKEN={token}"]
        for name, value in options.items():
            args += ["-e", f"{name}={value}"]
        started = subprocess.run([*args, image], capture_output=True, text=True)
        if started.returncode != 0:
            raise RuntimeError(f"{engine} run {image} failed: {started.stderr.strip()}")
        cid = started.stdout.strip().splitlines()[-1]
        mock = RunningMock(f"http://127.0.0.1:{port}", token, "container", [engine, "rm", "-f", "-v", "-t", "10", cid])
    elif mode == "process":
        command = shlex.split(os.environ.get("NETWORK_LOOKUP_MOCK_COMMAND", "npx --yes network-lookup-mock"))
        fd, log = tempfile.mkstemp(prefix="network-lookup-mock-", suffix=".log")
        with os.fdopen(fd, "w") as out:
            process = subprocess.Popen(
                [*command, "serve", "--host", "127.0.0.1", "--port", str(port), "--admin-token", token, "--log", "off"],
                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env={**os.environ, **options})
        mock = RunningMock(f"http://127.0.0.1:{port}", token, "process", process=process, log=log)
    else:
        raise ValueError(f"mode {mode!r}: url, container or process")
    try:
        wait_for_mock(mock.url, token=token, timeout=timeout)
    except TimeoutError as err:
        output = mock.output()
        mock.stop()
        raise RuntimeError(f"{err}{chr(10) + output if output else ''}") from None
    return mock
