# tests/formats/json_schema.py - validate pmp's json outputs against
# docs/pmp-json.schema.json with a real JSON Schema validator (Debian's
# python3-jsonschema, Draft 2020-12), and check that the validator does
# reject documents the schema forbids (so a pass means something).
#
#     python3 json_schema.py SCHEMA FILE...    # exit 0: all valid
import json
import sys

import jsonschema

schema_path, files = sys.argv[1], sys.argv[2:]
with open(schema_path) as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
v = jsonschema.Draft202012Validator(schema)
bad = 0
kinds = {"profile": 0, "diff": 0}
fields = set()
for path in files:
    with open(path, "rb") as f:
        raw = f.read()
    try:
        raw.decode("utf-8")	# strict: json is UTF-8
        doc = json.loads(raw)
    except ValueError as e:
        print("FAIL %s: not UTF-8 JSON: %s" % (path, e))
        bad += 1
        continue
    errs = list(v.iter_errors(doc))
    for e in errs[:3]:
        print("FAIL %s: at %s: %s" % (path, "/".join(map(str, e.absolute_path)),
                                      e.message[:300]))
    bad += bool(errs)
    kinds["diff" if "before" in doc else "profile"] += 1
    fields |= set(doc)

# the schema is no rubber stamp: these must be refused
if files:
    with open(files[0]) as f:
        doc = json.load(f)
    for what, mutate in [
        ("no version", lambda d: d.pop("version")),
        ("version 2", lambda d: d.__setitem__("version", 2)),
        ("an unknown field", lambda d: d.__setitem__("no_such_field", 1)),
        ("threads as a string", lambda d: d.__setitem__("threads", "237")),
    ]:
        d = json.loads(json.dumps(doc))
        mutate(d)
        if v.is_valid(d):
            print("FAIL the schema accepts a document with %s" % what)
            bad += 1
print("%d files (%d profiles, %d diffs), %d invalid; top-level fields seen: %s" % (
    len(files), kinds["profile"], kinds["diff"], bad, " ".join(sorted(fields))))
sys.exit(1 if bad else 0)
