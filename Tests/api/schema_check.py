"""Validates real responses against Public/openapi.json: documented status, content type and body."""

import jsonschema
import referencing
from referencing.jsonschema import DRAFT202012

DOCUMENT_URI = "urn:menu-playground:openapi"


def _pointer(*parts):
    return "/".join(str(part).replace("~", "~0").replace("/", "~1") for part in parts)


class ResponseChecker:
    def __init__(self, document):
        self.document = document
        resource = referencing.Resource.from_contents(document, default_specification=DRAFT202012)
        self.registry = referencing.Registry().with_resource(DOCUMENT_URI, resource)

    def check(self, method, path, response):
        """Fails unless `response` is documented for `method path` and its JSON body matches."""
        operation = self.document["paths"][path][method.lower()]
        status = str(response.status_code)
        assert status in operation["responses"], f"{method} {path}: {status} is not documented"
        content = operation["responses"][status]["content"]
        media_type = response.headers.get("Content-Type", "").split(";")[0].strip()
        assert media_type in content, f"{method} {path} {status}: {media_type} is not documented"
        if media_type != "application/json":
            return None
        body = response.json()
        schema_pointer = _pointer("paths", path, method.lower(), "responses", status, "content", media_type, "schema")
        validator = jsonschema.Draft202012Validator(
            {"$ref": f"{DOCUMENT_URI}#/{schema_pointer}"}, registry=self.registry
        )
        errors = sorted(validator.iter_errors(body), key=lambda error: list(error.path))
        assert not errors, f"{method} {path} {status}: " + "; ".join(
            f"{list(error.path)}: {error.message[:300]}" for error in errors[:5]
        )
        return body
