# A small ledger application: typing spellings, Optional narrowing, untyped helpers, starred
# unpacking, print(sep, end), map/filter/enumerate/reversed, any/all over typed data.
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Set, Tuple

Entry = Tuple[str, str, int]  # (account, memo, cents)


def parse_line(line: str) -> Optional[Entry]:
    parts = [p.strip() for p in line.split("|")]
    if len(parts) != 3 or not parts[0]:
        return None
    account, memo, amount = parts
    try:
        cents = round(float(amount) * 100)
    except ValueError:
        return None
    return account, memo, cents


def load(lines: Iterable[str]) -> Tuple[List[Entry], List[int]]:
    entries: List[Entry] = []
    bad: List[int] = []
    for no, line in enumerate(lines, start=1):
        e = parse_line(line)
        if e is None:
            bad.append(no)
        else:
            entries.append(e)
    return entries, bad


def balances(entries: Sequence[Entry]) -> Dict[str, int]:
    out: Dict[str, int] = {}
    for account, _, cents in entries:
        out[account] = out.get(account, 0) + cents
    return out


def money(cents):
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return "%s%d.%02d" % (sign, whole, frac)


def largest(entries: Sequence[Entry], account: Optional[str] = None) -> Optional[Entry]:
    best: Optional[Entry] = None
    for e in entries:
        if account is not None and e[0] != account:
            continue
        if best is None or abs(e[2]) > abs(best[2]):
            best = e
    return best


def report(lines: List[str], out: Callable[..., None] = print) -> None:
    entries, bad = load(lines)
    first, *middle, last = entries if len(entries) >= 2 else [("-", "-", 0)] * 2
    bal = balances(entries)
    for account in sorted(bal):
        out(account, money(bal[account]), sep=": ", end=";\n")
    out("bad lines:", *bad, sep=" ")
    out("first/last:", first[1], last[1], "middle", len(middle), end="\n\n")
    big = largest(entries)
    if big is not None:
        acct, memo, cents = big
        out(f"largest {acct}/{memo}", money(cents))
    out("debits only:", all(c < 0 for _, _, c in entries), "any zero:", any(c == 0 for *_, c in entries))
    names: Set[str] = set(map(lambda e: e[0], entries))
    credits = list(filter(lambda e: e[2] > 0, entries))
    out(sorted(names), len(credits), [m for _, m, _ in reversed(credits)])
    rows = [(i, a, money(c)) for i, (a, _, c) in enumerate(entries) if c % 2 == 0]
    out(*rows, sep="\n", end="\n--\n")
    (a, *rest), tail = ["x", "y", "z"], (1, 2)
    out(a, rest, *tail, **{"sep": ","})


def collect(lines: List[str]) -> List[str]:
    log: List[str] = []

    def out(*args: object, sep: str = " ", end: str = "\n") -> None:
        log.append(sep.join(str(a) for a in args) + end)

    report(lines, out)
    return log


def untyped_total(entries, scale=1):
    total = 0
    for *_, cents in entries:
        total += cents * scale
    return money(total)
