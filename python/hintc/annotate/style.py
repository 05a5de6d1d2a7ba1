"""The report's stylesheet: every rule is scoped under SCOPE, with explicit light and dark colours."""

from __future__ import annotations

# Versioned so reports from different hintc releases in one notebook keep their own styles.
SCOPE = "hintc-annotate-v1"

_LIGHT = """
  --ha-fg: #1b1b1b; --ha-bg: #ffffff; --ha-muted: #555555; --ha-rule: #d0d0d0;
  --ha-code-fg: #1b1b1b; --ha-code-bg: #f3f3f3; --ha-link: #0b4fa8;
  --ha-l0: #ffffff; --ha-l1: #fff7d1; --ha-l2: #ffe98f; --ha-l3: #ffc870; --ha-l4: #ff9f5a;
  --ha-lfg: #1b1b1b;
  --ha-capi-fg: #9c0000; --ha-capi-bg: #ffe3e3;
  --ha-kind-fg: #ffffff; --ha-generic: #b3261e; --ha-call: #6a3ea1; --ha-box: #8a5a00;
  --ha-check: #00639a; --ha-gone: #1e7b34; --ha-new: #b3261e;
  color-scheme: light;
"""
_DARK = """
  --ha-fg: #e8e8e8; --ha-bg: #1c1c1c; --ha-muted: #a8a8a8; --ha-rule: #444444;
  --ha-code-fg: #e0e0e0; --ha-code-bg: #111111; --ha-link: #8cb8ff;
  --ha-l0: #1c1c1c; --ha-l1: #33301c; --ha-l2: #4d4317; --ha-l3: #66460f; --ha-l4: #7f3410;
  --ha-lfg: #f2f2f2;
  --ha-capi-fg: #ffb4a8; --ha-capi-bg: #4a1c1c;
  --ha-kind-fg: #101010; --ha-generic: #ff8a80; --ha-call: #c9a6ff; --ha-box: #ffcc66;
  --ha-check: #7cc7ff; --ha-gone: #7ddc8f; --ha-new: #ff8a80;
  color-scheme: dark;
"""

_S = "." + SCOPE
# Dark when the system asks for it, and also under dark notebook themes (JupyterLab, VS Code),
# whose choice wins over the system's; light themes of those force light the same way.
CSS = f"""
{_S} {{{_LIGHT}}}
@media (prefers-color-scheme: dark) {{ {_S} {{{_DARK}}} }}
[data-jp-theme-light="false"] {_S}, .vscode-dark {_S}, .vscode-high-contrast {_S} {{{_DARK}}}
[data-jp-theme-light="true"] {_S}, .vscode-light {_S} {{{_LIGHT}}}
/* The doubled class outranks a host page's plain `.container div` rules. */
div{_S}{_S} {{ color: var(--ha-fg); background-color: var(--ha-bg); font: 14px/1.45 system-ui, sans-serif;
  padding: 12px 14px; border: 1px solid var(--ha-rule); border-radius: 6px; text-align: left; }}
{_S} div, {_S} span, {_S} ul, {_S} li, {_S} b, {_S} summary, {_S} details, {_S} pre {{
  color: inherit; background-color: transparent; margin: 0; padding: 0; border: 0; }}
{_S} .ha-title {{ font-size: 16px; color: var(--ha-fg); background-color: var(--ha-bg); }}
{_S} .ha-file, {_S} .ha-hint, {_S} .ha-fwhere, {_S} .ha-fshade, {_S} .ha-col, {_S} .ha-sec,
{_S} .ha-calls, {_S} .ha-dnone, {_S} .ha-dfuncs {{ color: var(--ha-muted); background-color: var(--ha-bg); font-size: 12px; }}
{_S} .ha-file {{ white-space: nowrap; }}
{_S} .ha-total {{ display: inline-block; margin: 6px 0; padding: 3px 8px; border-radius: 4px; font-weight: 600; }}
{_S} .ha-legend {{ display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; }}
{_S} .ha-swatch {{ padding: 1px 8px; border: 1px solid var(--ha-rule); border-radius: 3px; font-size: 12px; }}
{_S} .ha-h2 {{ font-weight: 700; margin: 12px 0 4px; color: var(--ha-fg); background-color: var(--ha-bg); }}
{_S} .ha-h3 {{ font-weight: 600; margin: 6px 0 2px; color: var(--ha-fg); background-color: var(--ha-bg); }}
{_S} .ha-l0 {{ background-color: var(--ha-l0); color: var(--ha-lfg); }}
{_S} .ha-l1 {{ background-color: var(--ha-l1); color: var(--ha-lfg); }}
{_S} .ha-l2 {{ background-color: var(--ha-l2); color: var(--ha-lfg); }}
{_S} .ha-l3 {{ background-color: var(--ha-l3); color: var(--ha-lfg); }}
{_S} .ha-l4 {{ background-color: var(--ha-l4); color: var(--ha-lfg); }}
{_S} .ha-frow {{ display: flex; align-items: center; gap: 10px; padding: 1px 0; }}
{_S} .ha-fname {{ min-width: 12em; font-family: ui-monospace, Menlo, Consolas, monospace; }}
{_S} .ha-fwhere {{ min-width: 6em; }}
{_S} .ha-bar {{ display: inline-block; width: 160px; height: 10px; border: 1px solid var(--ha-rule);
  background-color: var(--ha-l0); }}
{_S} .ha-fill {{ display: block; height: 100%; }}
{_S} .ha-fpct {{ min-width: 3.5em; text-align: right; font-weight: 600; }}
{_S} a.ha-link, {_S} a.ha-link:visited {{ color: var(--ha-link); background-color: transparent; text-decoration: underline; }}
{_S} .ha-lines {{ font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }}
{_S} .ha-row {{ border-top: 1px solid var(--ha-bg); }}
{_S} .ha-sum {{ display: block; list-style: none; cursor: default; }}
{_S} .ha-line {{ display: flex; align-items: baseline; }}
{_S} summary.ha-sum {{ cursor: pointer; }}
{_S} summary.ha-sum::-webkit-details-marker {{ display: none; }}
{_S} summary.ha-sum::marker {{ content: ""; }}
{_S} .ha-tog {{ display: inline-block; width: 1.2em; flex: none; color: var(--ha-muted); }}
{_S} details[open] > summary .ha-tog {{ transform: rotate(90deg); }}
{_S} .ha-no {{ display: inline-block; width: 3.2em; flex: none; text-align: right; padding-right: 8px;
  color: var(--ha-muted); }}
{_S} .ha-row:not(.ha-l0) .ha-no, {_S} .ha-row:not(.ha-l0) .ha-tog {{ color: var(--ha-lfg); }}
{_S} .ha-pct {{ display: inline-block; width: 3.6em; flex: none; text-align: right; padding-right: 10px; }}
{_S} .ha-src {{ white-space: pre; font-family: ui-monospace, Menlo, Consolas, monospace; }}
{_S} .ha-why {{ list-style: none; margin: 0 0 2px 8.6em; padding: 0 0 2px; font-family: system-ui, sans-serif; font-size: 12.5px; }}
{_S} .ha-reason {{ margin: 1px 0; }}
{_S} .ha-kind {{ display: inline-block; min-width: 4.2em; text-align: center; padding: 0 4px;
  border-radius: 3px; font-size: 11px; font-weight: 700; color: var(--ha-kind-fg); }}
{_S} .ha-kind.ha-k-generic {{ background-color: var(--ha-generic); color: var(--ha-kind-fg); }}
{_S} .ha-kind.ha-k-call {{ background-color: var(--ha-call); color: var(--ha-kind-fg); }}
{_S} .ha-kind.ha-k-box {{ background-color: var(--ha-box); color: var(--ha-kind-fg); }}
{_S} .ha-kind.ha-k-check {{ background-color: var(--ha-check); color: var(--ha-kind-fg); }}
{_S} .ha-kind.ha-k-gone {{ background-color: var(--ha-gone); color: var(--ha-kind-fg); }}
{_S} .ha-kind.ha-k-calls {{ background-color: var(--ha-muted); color: var(--ha-bg); }}
{_S} .ha-kind.ha-k-new {{ background-color: var(--ha-new); color: var(--ha-kind-fg); }}
{_S} .ha-body {{ margin: 2px 0 6px 8.6em; padding: 4px 6px; background-color: var(--ha-bg); color: var(--ha-fg);
  border-left: 3px solid var(--ha-rule); }}
{_S} pre.ha-cpp {{ display: block; white-space: pre; overflow-x: auto; margin: 2px 0 6px; padding: 6px 8px;
  font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace; color: var(--ha-code-fg);
  background-color: var(--ha-code-bg); border: 1px solid var(--ha-rule); border-radius: 3px; }}
{_S} pre.ha-cpp .ha-capi {{ color: var(--ha-capi-fg); background-color: var(--ha-capi-bg); font-weight: 700; }}
{_S} .ha-diff {{ margin: 8px 0; padding: 6px 8px; border: 1px solid var(--ha-rule); border-radius: 4px;
  color: var(--ha-fg); background-color: var(--ha-bg); }}
{_S} .ha-drow {{ margin: 2px 0; }}
{_S} .ha-drow .ha-why {{ margin-left: 2em; }}
{_S} .ha-dscore {{ font-weight: 600; }}
"""
