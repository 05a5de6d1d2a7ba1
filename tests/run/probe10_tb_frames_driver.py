import os
import re
import traceback

import probe10_tb_frames as m


def clean(text):
    out = []
    skip_code = False
    for line in text.splitlines():
        bare = line.strip().lstrip("|").strip()
        if bare and set(bare) <= set("^~"):
            continue  # column markers: a documented difference
        if bare.startswith('File "'):
            line = re.sub(r'File "([^"]*)"', lambda mo: 'File "%s"' % os.path.basename(mo.group(1)), line)
            skip_code = "probe10_tb_frames" not in line
            if skip_code:
                continue
        elif skip_code and line.startswith("    "):
            skip_code = False
            continue
        out.append(line)
    return "\n".join(out)


for n in range(14):
    try:
        r = m.case(n)
    except Exception:
        print(f"==== case {n}")
        print(clean(traceback.format_exc()))
    else:
        print(f"==== case {n}: {r!r}")
