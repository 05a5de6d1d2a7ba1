# A text-processing pipeline from typed code: translate, splitlines, partition, re, textwrap.
import re
import textwrap
from typing import Optional

PUNCT = str.maketrans({",": " ", ".": " ", ";": " ", "!": None, "?": None})
WORD = re.compile(r"[a-z']+")
KV = re.compile(r"^\s*(?P<key>\w+)\s*=\s*(?P<value>.*?)\s*$")


def normalise(text: str) -> list[str]:
    lines: list[str] = []
    for raw in text.splitlines():
        line = raw.translate(PUNCT).lower().strip()
        if line:
            lines.append(" ".join(line.split()))
    return lines


def words(lines: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for line in lines:
        for w in WORD.findall(line):
            counts[w] = counts.get(w, 0) + 1
    return counts


def top(counts: dict[str, int], n: int) -> list[tuple[str, int]]:
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


def parse_config(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in text.splitlines(keepends=True):
        body, sep, comment = line.partition("#")
        m: Optional[re.Match[str]] = KV.match(body)
        if m is None:
            continue
        out[m.group("key")] = m.group("value")
    return out


def split_header(line: str) -> tuple[str, str, str]:
    head, _, rest = line.partition(":")
    name, _, value = rest.strip().rpartition(" ")
    return head.strip(), name, value


def substitute(template: str, env: dict[str, str]) -> str:
    def repl(m: re.Match[str]) -> str:
        return env.get(m.group(1), m.group(0))

    return re.sub(r"\$\{(\w+)\}", repl, template)


def wrap_report(lines: list[str], width: int) -> str:
    text = " ".join(lines)
    body = textwrap.fill(text, width=width, initial_indent="* ", subsequent_indent="  ")
    short = textwrap.shorten(text, width=width + 10, placeholder=" [..]")
    return body + "\n" + short + "\n" + textwrap.indent(textwrap.dedent("""\
        a
          b
        """), "> ")


def tokens(expr: str) -> list[tuple[str, str]]:
    spec = [("NUM", r"\d+(?:\.\d*)?"), ("NAME", r"[A-Za-z_]\w*"), ("OP", r"[-+*/()=]"), ("WS", r"\s+"),
            ("BAD", r".")]
    rx = re.compile("|".join(f"(?P<{k}>{v})" for k, v in spec))
    out: list[tuple[str, str]] = []
    for m in rx.finditer(expr):
        kind = m.lastgroup
        if kind is None or kind == "WS":
            continue
        if kind == "BAD":
            raise ValueError(f"unexpected {m.group()!r} at {m.start()}")
        out.append((kind, m.group()))
    return out


def pipeline(text: str, conf: str) -> list[object]:
    lines = normalise(text)
    counts = words(lines)
    cfg = parse_config(conf)
    width = int(cfg.get("width", "30"))
    return [lines, top(counts, 4), cfg, wrap_report(lines, width),
            substitute("${greeting}, ${name}! ${missing}", cfg),
            re.split(r"[,;]\s*", "a, b;c,,d"), re.sub(r"(\d+)", lambda m: str(int(m.group()) * 2), "x1 y22 z333"),
            [split_header(h) for h in ("Host: example org", "X-Key:  a b c", "bare")],
            "tab\there".expandtabs(4), "Ünïcödé".casefold(), "ab\r\ncd\rx\n\ny".splitlines()]
