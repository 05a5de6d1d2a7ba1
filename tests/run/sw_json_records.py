# json round trips from typed code: dumps options, loads into typed locals, checked conversions.
import json
from typing import Any, Final, Optional, Union

Record = dict[str, Union[int, str, list[int]]]
SCHEMA: Final = ("id", "name", "tags")


def encode(records: list[Record]) -> list[str]:
    return [json.dumps(records, sort_keys=True), json.dumps(records, indent=2, sort_keys=True),
            json.dumps(records[:1], separators=(",", ":")),
            json.dumps({"u": "é\u2603", "n": None, "t": (1, 2), "f": 1.5, "b": True}, ensure_ascii=True),
            json.dumps({"u": "é"}, ensure_ascii=False), json.dumps({3: "int key", "2": "x"}, sort_keys=False)]


def decode(text: str) -> list[object]:
    data: Any = json.loads(text)
    ids: list[int] = [r["id"] for r in data]
    names: list[str] = [str(r["name"]).upper() for r in data]
    total: int = sum(len(r["tags"]) for r in data)
    first: Optional[dict[str, Any]] = data[0] if data else None
    return [ids, names, total, first is None, sorted(first) if first is not None else []]


def validate(text: str) -> str:
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as e:
        return f"bad json at {e.lineno}:{e.colno}: {e.msg}"
    if not isinstance(obj, dict):
        return "not an object: " + type(obj).__name__
    missing = [k for k in SCHEMA if k not in obj]
    return "missing " + ",".join(missing) if missing else "ok"


def roundtrip(records: list[Record]) -> bool:
    text = json.dumps(records)
    back: list[Record] = json.loads(text)
    return back == records and json.loads(json.dumps(back)) == back


def special_floats() -> list[object]:
    out: list[object] = [json.dumps([float("inf"), float("-inf"), -0.0, 1e300, 0.1])]
    nan_text = json.dumps(float("nan"))
    back = json.loads(nan_text)
    out.append((nan_text, back != back))
    try:
        json.dumps(float("nan"), allow_nan=False)
    except ValueError as e:
        out.append(str(e))
    big = json.loads("123456789012345678901234567890")
    out.append(big + 1)
    return out


def unserialisable(x: object) -> str:
    return json.dumps({"x": x})


def custom_default(xs: set[int]) -> str:
    return json.dumps({"s": xs}, default=lambda o: sorted(o))
