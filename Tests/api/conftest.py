"""Shared fixtures: the live server's base URL (set by scripts/test-api.sh) and the OpenAPI file."""

import json
import os
import pathlib

import pytest

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("API_BASE_URL")
    if not url:
        pytest.fail("API_BASE_URL is not set: run these tests through `make test-api`")
    return url.rstrip("/")


@pytest.fixture(scope="session")
def openapi():
    return json.loads((REPOSITORY / "Public" / "openapi.json").read_text())
