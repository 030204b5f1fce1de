"""The dashboard's server pushed by someone who can reach its port: the attacks of
``benchmarks/reliability/attacks_server.py`` at a small size, on a real ``cardkit dashboard``.

Every attack gets a clear refusal (403, the "table is full" page, a dropped message, a closed comm,
a culled kernel) and a visitor seated before it keeps playing. No browser: the attacks are what a
script sends, through plain HTTP and websocket clients. The real page's own traffic through the
same filters is exercised by ``test_dashboard_browser.py``.
"""

from __future__ import annotations

import sys

import pytest

from benchmarks.reliability import attacks_server as attacks  # noqa: E402
from cardkit import cli

CULL = 4  # seconds: the test server's idle timeout (120 in real use)
SEATS = 5  # --max-sessions of the test server (20 in real use): the slot hog, a bystander, the visitor, one spare
PER_CLIENT = 2  # --max-sessions-per-client of the test server (6 in real use)
MEMORY = 768  # MB: --kernel-memory of the test server (1024 in real use)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("dashboard-security")
    process, base = attacks.serve_dashboard(root, SEATS, PER_CLIENT, CULL, MEMORY)
    attacks.wait_for_kernels(process, 1, seconds=CULL + 20)  # serve's own page load leaves: the pool alone
    visitor = attacks.Visitor(base)
    yield process, base, visitor, root
    visitor.close()
    attacks.stop(process)


def settle(process) -> None:
    """Wait until the previous attack's kernels are culled: the preheated one and the visitor's are left."""
    attacks.wait_for_kernels(process, 2, seconds=3 * CULL + 20)


def test_dns_rebinding_and_foreign_origins_get_403(server):
    process, base, visitor, _ = server
    settle(process)
    result = attacks.rebinding(base, visitor)
    assert result["violations"] == 0, result["first violation"]
    assert result["refused"] == result["tried"] == 6


def test_the_page_cannot_shut_down_interrupt_run_code_in_or_open_comms_in_its_kernel(server):
    process, base, visitor, root = server
    settle(process)
    result = attacks.page_messages(base, root / "ran.txt", visitor)
    assert result["violations"] == 0, result["first violation"]
    assert result["tried"] == 8


def test_a_silent_websocket_does_not_keep_its_kernel_past_the_cull(server):
    process, base, visitor, _ = server
    settle(process)
    result = attacks.silent_websocket(base, CULL, visitor)
    assert result["violations"] == 0, result["first violation"]
    assert result["culled after s"] >= CULL - 1  # idle first, like any kernel (counted from the connect's nudge)
    assert attacks.alive(base, visitor.kernel)  # the visitor, who spoke, keeps a kernel idle past the timeout


def test_every_kernel_runs_under_the_memory_limit(server):
    process, *_ = server
    result = attacks.memory_limit(process, MEMORY)
    assert result["violations"] == 0, result["first violation"]


def test_a_flood_of_page_loads_is_told_the_table_is_full(server):
    process, base, visitor, _ = server
    settle(process)
    result = attacks.kernel_flood(base, process, SEATS, requests=8, visitor=visitor)
    assert result["violations"] == 0, result["first violation"]
    assert result["refused"] >= 8 - SEATS
    settle(process)  # the flood's pages never connected: culled
    status, page = attacks.get(base)  # and there is room again
    assert status == 200 and "kernelId" in page


def test_one_client_s_websockets_are_capped_per_kernel_and_per_address_and_the_open_files_limit_raised(server):
    process, base, visitor, _ = server
    settle(process)
    result = attacks.websocket_caps(
        base, process, cli.WEBSOCKETS_PER_KERNEL, cli.WEBSOCKETS_PER_KERNEL * PER_CLIENT, visitor, tries=30
    )
    assert result["violations"] == 0, result["first violation"]
    assert result["refused"] >= 30 - cli.WEBSOCKETS_PER_KERNEL * PER_CLIENT


def test_a_message_over_the_inbound_cap_closes_its_connection_and_the_kernel_lives(server):
    process, base, visitor, _ = server
    settle(process)
    result = attacks.huge_messages(base, visitor, sizes=(65 << 10, 9 << 20), rounds=1)
    assert result["violations"] == 0, result["first violation"]
    assert result["refused"] == result["tried"] == 2


def test_one_address_gets_its_share_of_the_pages_and_chatty_silent_websockets_do_not_keep_them(server):
    process, base, visitor, _ = server
    settle(process)
    result = attacks.slot_hog(base, CULL, PER_CLIENT, visitor, requests=5)
    assert result["violations"] == 0, result["first violation"]
    assert result["refused"] == 5 - PER_CLIENT


def test_kernel_control_routes_are_refused_and_odd_routes_never_answer_500(server):
    process, base, visitor, _ = server
    settle(process)
    result = attacks.routes(base, process, visitor)
    assert result["violations"] == 0, result["first violation"]
    assert result["refused"] == result["tried"]


def test_a_token_makes_visitors_log_in(tmp_path):
    port = attacks.free_port()
    process = attacks.serve(
        [
            sys.executable,
            "-m",
            "cardkit.cli",
            "dashboard",
            f"--port={port}",
            "--bot-delay=0",
            "--token=sesame",
            "--no-preheat",
        ],
        tmp_path,
        port,
    )
    try:
        base = f"http://127.0.0.1:{port}/"
        status, page = attacks.get(base)
        assert "kernelId" not in page and "password" in page.lower()  # Voila's login form, no kernel started
        status, page = attacks.get(base + "?token=sesame")
        assert status == 200 and "kernelId" in page
    finally:
        attacks.stop(process)


def test_the_limits_reach_voila_and_the_help_says_there_is_no_login(capsys):
    argv = cli.dashboard_arguments(
        "d.ipynb",
        ip="0.0.0.0",
        max_sessions=5,
        kernel_memory=512,
        allowed_hosts="cards.example.org, localhost",
        token="t",
    )
    assert {"--DashboardVoila.max_sessions=5", "--DashboardKernelManager.memory_limit=512", "--Voila.token=t"} <= set(
        argv
    )
    assert [a for a in argv if "allowed_hosts" in a] == [
        "--DashboardVoila.allowed_hosts=cards.example.org",
        "--DashboardVoila.allowed_hosts=localhost",
    ]
    default = cli.dashboard_arguments("d.ipynb", ip="192.168.1.5")
    assert [a.split("=")[1] for a in default if "allowed_hosts" in a] == [
        "localhost",
        "127.0.0.1",
        "::1",
        "192.168.1.5",
    ]
    assert f"--DashboardVoila.max_sessions={cli.MAX_SESSIONS}" in default
    assert f"--DashboardVoila.max_sessions_per_client={cli.SESSIONS_PER_CLIENT}" in default
    # Silent websockets are culled only where the server's own websocket reports a page speaking (not on
    # Binder's route, whose stock websocket never does: a thinking player's kernel would be culled).
    assert "--DashboardKernelManager.cull_silent=True" in default
    from pathlib import Path

    from cardkit.dashboard.kernels import ServerKernelManager

    binder = (Path(__file__).parent.parent / "binder" / "jupyter_server_config.json").read_text()
    assert ServerKernelManager.cull_silent.default_value is False and "cull_silent" not in binder
    with pytest.raises(SystemExit):
        cli.main(["dashboard", "--help"])
    help = " ".join(capsys.readouterr().out.split())
    assert "no login" in help and "JupyterHub" in help and "--token" in help
    assert "table is full" in help and "--allowed-hosts" in help and "--kernel-memory" in help


def test_an_origin_is_the_server_s_own_only_with_the_same_scheme_host_and_port():
    from cardkit.dashboard.server import same_origin

    assert same_origin("http://localhost:8866", "http", "localhost:8866")
    assert same_origin("http://LOCALHOST:8866", "http", "localhost:8866")
    assert same_origin("https://example.org", "https", "example.org:443")
    for other in (
        "http://localhost:9999",
        "https://localhost:8866",
        "https://127.0.0.1:1",
        "null",
        "http://attacker.example:8866",
        "http://localhost:x",
        "",
    ):
        assert not same_origin(other, "http", "localhost:8866"), other


def test_the_soft_open_files_limit_is_raised_at_start_and_never_lowered():
    import subprocess

    code = (
        "import resource; soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE); "
        "resource.setrlimit(resource.RLIMIT_NOFILE, (min(1024, hard), hard)); "
        "from cardkit.dashboard.server import OPEN_FILES, raise_open_files_limit; "
        "raise_open_files_limit(OPEN_FILES); print(*resource.getrlimit(resource.RLIMIT_NOFILE)); "
        "raise_open_files_limit(16); print(resource.getrlimit(resource.RLIMIT_NOFILE)[0])"
    )
    raised, hard, after = map(
        int, subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    )
    assert raised == min(4096, hard) and after == raised
