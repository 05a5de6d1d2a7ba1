# Draws the log-scale speedup-over-CPython bar chart (one group per benchmark, one bar per tool).
from __future__ import annotations

from pathlib import Path

COLORS = {"mypyc": "#4c72b0", "cython": "#dd8452", "cython_typed": "#c44e52", "hintc": "#55a868"}


def draw(doc: dict, path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Patch

    from benchmarks.report import _tools

    tools = [t for t in _tools(doc) if t["name"] != "cpython"]
    benches = doc["benchmarks"]
    width = 0.8 / max(1, len(tools))
    fig, ax = plt.subplots(figsize=(max(8.0, 1.0 * len(benches) + 2), 5.0))
    for k, tool in enumerate(tools):
        xs, ys = [], []
        for i, b in enumerate(benches):
            entry = b["results"].get(tool["name"], {})
            x = i - 0.4 + width * (k + 0.5)
            sp = entry.get("speedup")
            if isinstance(sp, float):
                xs.append(x)
                ys.append(sp)
            elif entry.get("status") not in (None, "n/a"):
                # Make a missing bar visible: a tool that failed is marked, not silently absent.
                ax.text(x, 1.0, "×", ha="center", va="bottom", color=COLORS.get(tool["name"]),
                        fontsize=9)
        ax.bar(xs, ys, width=width, color=COLORS.get(tool["name"]))
    ax.set_yscale("log")
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(range(len(benches)))
    ax.set_xticklabels([b["name"] for b in benches], rotation=30, ha="right")
    ax.set_ylabel("speedup over CPython (log scale)")
    meta = doc["meta"]
    ax.set_title(f"Speedup over CPython {meta['python']} — {meta['cpu']}, {meta['date_utc']}"
                 + (" (quick mode)" if meta["quick"] else ""), fontsize=10)
    # Legend from explicit patches: a tool with no bars at all must still be listed.
    handles = [Patch(color=COLORS.get(t["name"]), label=t["label"]) for t in tools]
    ax.legend(handles=handles, fontsize=8, loc="upper left", bbox_to_anchor=(1.0, 1.0),
              title="× = no time\n(cannot compile,\nwrong answer, error)", title_fontsize=7)
    ax.grid(axis="y", which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
