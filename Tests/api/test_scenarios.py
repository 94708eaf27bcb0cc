"""Scenarios (POST /api/v1/scenarios, /scenarios/{token}) and their exported tests: the pytest
file and the shell script a scenario downloads as pass against the server that made them, and
fail with a message naming the step when the behaviour they pin changes (one expected event
edited), the shell script both with jq and without it."""

import os
import pathlib
import shutil
import subprocess
import sys

import pytest
import requests

from schema_check import ResponseChecker

SCENARIO = {
    "menu": "accordion",
    "device": "iphone-4in",
    "actions": [{"type": "open", "item": 0}, {"type": "tapRow", "index": 3}, {"type": "open", "item": 1}, {"type": "tapRow", "index": 7}],
}
# Step 2's event as the exported files write it, and the same with another row's description.
PINNED = '"description":"userSelectedOptionWithIndex: 3"'
EDITED = '"description":"userSelectedOptionWithIndex: 5"'


@pytest.fixture(scope="module")
def checker(openapi):
    return ResponseChecker(openapi)


@pytest.fixture(scope="module")
def scenario(base_url, checker):
    response = requests.post(f"{base_url}/api/v1/scenarios", json=SCENARIO, timeout=10)
    assert response.status_code == 201, response.text
    answer = checker.check("POST", "/api/v1/scenarios", response)
    assert response.headers["Location"] == answer["url"]
    return answer


def test_each_step_has_its_action_events_frames_and_state(scenario):
    steps = scenario["steps"]
    assert [step["action"] for step in steps] == SCENARIO["actions"]
    assert [[event["call"] for event in step["events"]] for step in steps] == [
        [],
        ["userSelectedOptionWithIndex"],
        [],
        ["userSelectedOptionWithIndex"],
    ]
    assert all(step["frames"] for step in steps) and "menu" in steps[0]["frames"]
    assert [step["state"]["isOpen"] for step in steps] == [True, False, True, False]


def test_an_action_that_does_not_apply_is_a_422_naming_it(base_url, checker):
    body = {**SCENARIO, "actions": [{"type": "open", "item": 0}, {"type": "tapRow", "index": 99}]}
    response = requests.post(f"{base_url}/api/v1/scenarios", json=body, timeout=10)
    error = checker.check("POST", "/api/v1/scenarios", response)["error"]
    assert (response.status_code, error["code"], error["path"]) == (422, "index_out_of_range", "actions[1].index")


def test_more_than_fifty_actions_are_refused(base_url, checker):
    body = {**SCENARIO, "actions": [{"type": "open", "item": 0}, {"type": "dismiss"}] * 26}
    response = requests.post(f"{base_url}/api/v1/scenarios", json=body, timeout=10)
    error = checker.check("POST", "/api/v1/scenarios", response)["error"]
    assert (response.status_code, error["path"]) == (422, "actions")
    assert "at most 50" in error["message"]


def test_the_scenario_page_shows_every_step(base_url, scenario):
    page = requests.get(base_url + scenario["url"] + "?step=2", timeout=10)
    assert page.status_code == 200
    assert "Step 2 of 4" in page.text and "userSelectedOptionWithIndex: 3" in page.text
    bad = requests.get(base_url + scenario["url"] + "?step=5", timeout=10)
    assert bad.status_code == 400 and "from 0 to 4" in bad.text
    broken = requests.get(base_url + scenario["url"][:-3] + "?step=1", timeout=10)
    assert broken.status_code == 400


def download(base_url, scenario, name, tmp_path):
    response = requests.get(f"{base_url}{scenario['url']}/{name}", timeout=10)
    assert response.status_code == 200, response.text
    assert "attachment" in response.headers["Content-Disposition"]
    path = tmp_path / response.headers["Content-Disposition"].split('filename="')[1].rstrip('"')
    path.write_text(response.text)
    assert PINNED in response.text, f"{name} does not pin step 2's event as expected"
    edited = path.with_name("edited_" + path.name)
    # Every place the file pins it (the shell script checks it with jq and without).
    edited.write_text(response.text.replace(PINNED, EDITED))
    return path, edited


def run(command, base_url, path=None):
    env = {**os.environ, "PLAYGROUND_URL": base_url}
    if base_url is None:
        del env["PLAYGROUND_URL"]
    if path is not None:
        env["PATH"] = path
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)


def test_the_pytest_file_passes_and_fails_naming_the_step(base_url, scenario, tmp_path):
    path, edited = download(base_url, scenario, "test.py", tmp_path)
    assert path.name.startswith("test_") and path.name.endswith(".py")
    for command in ([sys.executable, str(path)], [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(path)]):
        passed = run(command, base_url)
        assert passed.returncode == 0, passed.stdout + passed.stderr
    failed = run([sys.executable, str(edited)], base_url)
    assert failed.returncode == 1
    assert "step 2 (tapRow index 3): the delegate events" in failed.stderr, failed.stderr
    assert "userSelectedOptionWithIndex: 5" in failed.stderr and "userSelectedOptionWithIndex: 3" in failed.stderr


def without_jq(tmp_path):
    """A PATH with bash and curl but no jq, for the shell script's fallback."""
    folder = tmp_path / "bin"
    folder.mkdir()
    for tool in ("bash", "curl", "env"):
        (folder / tool).symlink_to(shutil.which(tool))
    return str(folder)


@pytest.mark.parametrize("with_jq", [True, False], ids=["jq", "no-jq"])
def test_the_shell_script_passes_and_fails_naming_the_step(base_url, scenario, tmp_path, with_jq):
    if with_jq:
        assert shutil.which("jq"), "jq is installed by make test (scripts/test-api.sh)"
    path, edited = download(base_url, scenario, "test.sh", tmp_path)
    search = None if with_jq else without_jq(tmp_path)
    passed = run(["bash", str(path)], base_url, search)
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert passed.stdout.startswith("ok: 4 steps")
    failed = run(["bash", str(edited)], base_url, search)
    assert failed.returncode == 1
    assert "FAIL: step 2 (tapRow index 3): the delegate events" in failed.stderr, failed.stderr


@pytest.mark.parametrize("name", ["test.py", "test.sh"])
def test_an_exported_test_calls_the_server_it_came_from(base_url, scenario, tmp_path, name):
    """Without PLAYGROUND_URL the file calls the server it was downloaded from, not port 8080."""
    path, _ = download(base_url, scenario, name, tmp_path)
    command = [sys.executable, str(path)] if name.endswith(".py") else ["bash", str(path)]
    passed = run(command, None)
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert base_url in path.read_text()
