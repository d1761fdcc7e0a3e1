"""The generator's weak spots, handled deliberately (see tools/openapi-generator/README.md)."""

import json

from contract_analysis import models

from .conftest import contract


def test_unknown_enum_values_in_a_response_do_not_crash_and_every_enum_is_a_plain_string():
    data = contract(status="archived", document_type="franchise")
    data["review"]["risk_level"] = "extreme"  # $ref enum (model_enum override: a str alias)
    data["review"]["issues"][0]["severity"] = "blocker"
    data["review"]["checks"][0]["outcome"] = "partially_entailed"  # inline enum (model_generic override)
    c = models.Contract.from_dict(data)
    assert (c.status, c.document_type, c.review.risk_level) == ("archived", "franchise", "extreme")
    assert c.review.issues[0].severity == "blocker" and c.review.checks[0].outcome == "partially_entailed"
    known = models.Contract.from_dict(contract())
    assert {type(known.status), type(known.review.risk_level), type(known.review.checks[0].outcome)} == {str}


def test_nullable_fields_round_trip_as_null_and_to_dict_is_json():
    data = contract(filename=None, pages=None, completed_at=None)
    data["review"]["risk_score"] = None  # type: [number, 'null']
    data["review"]["risk_level"] = None  # anyOf [$ref, {type: 'null'}]
    c = models.Contract.from_dict(data)
    assert c.filename is None and c.review.risk_score is None and c.review.risk_level is None
    as_dict = c.to_dict()
    assert as_dict["review"]["risk_level"] is None  # serialised back as null, not dropped
    assert json.loads(json.dumps(as_dict))["created_at"] == "2026-11-20T09:14:07Z"
