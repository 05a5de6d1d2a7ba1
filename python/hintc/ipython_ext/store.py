"""On-disk store of compiled cells: atomic installs, LRU eviction under a size bound, clearing.

Layout under the root (IPython's cache dir + /hintc/<layout>):
    <key>.json                     entry metadata; its mtime is the entry's last use
    <friendly>-<module><EXT>       the extension module the metadata points to
    tmp/build-*/                   private build directories, removed after each build

An entry becomes visible only when its metadata is renamed into place, after the module file
it names was renamed into place; readers therefore never see a half-written module, and no
lock is needed between kernels sharing the store.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sysconfig
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, Iterable, List, Optional

_KEY = re.compile(r"[0-9a-f]{64}")
EXT_SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
# Leftovers of crashed builds or interrupted installs are only collected once this old, so a
# build still running in another kernel is never disturbed.
STALE_SECONDS = 3600


@dataclass
class Entry:
    key: str
    module_name: str
    so_path: Path
    meta_path: Path
    names: Optional[List[str]]
    meta: Dict = field(default_factory=dict)


@dataclass
class EntryInfo:
    key: str
    friendly: str
    size: int
    last_used_ns: int


class CellStore:
    def __init__(self, root: Path):
        self.root = Path(root)
        self.tmp = self.root / "tmp"

    def meta_path(self, key: str) -> Path:
        return self.root / f"{key}.json"

    def lookup(self, key: str) -> Optional[Entry]:
        meta_path = self.meta_path(key)
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            so_path = self.root / meta["so"]
            module_name = meta["module"]
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if not so_path.is_file():
            return None
        names = meta.get("names")
        return Entry(key, module_name, so_path, meta_path, list(names) if names is not None else None, meta)

    def touch(self, entry: Entry) -> None:
        # Explicit nanosecond stamps keep LRU order exact even within one filesystem tick.
        now = time.time_ns()
        try:
            os.utime(entry.meta_path, ns=(now, now))
        except OSError:
            pass

    def new_build_dir(self) -> Path:
        self.tmp.mkdir(parents=True, exist_ok=True)
        return Path(tempfile.mkdtemp(prefix="build-", dir=self.tmp))

    def install(self, key: str, built_so: Path, module_name: str, friendly: str,
                names: Optional[Iterable[str]], extra: Optional[Dict] = None) -> Entry:
        """Moves a freshly built module into the store and publishes its metadata atomically."""
        self.root.mkdir(parents=True, exist_ok=True)
        so_name = f"{friendly}-{module_name}{EXT_SUFFIX}"
        so_path = self.root / so_name
        # Build dirs live inside the store, so this rename never crosses filesystems.
        os.replace(built_so, so_path)
        previous = self.lookup(key)
        meta = dict(extra or {})
        meta.update({
            "key": key,
            "module": module_name,
            "so": so_name,
            "friendly": friendly,
            "names": list(names) if names is not None else None,
            "created": time.time(),
        })
        fd, tmp_meta = tempfile.mkstemp(prefix=f".{key[:16]}-", suffix=".json.tmp", dir=self.root)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(meta, fh)
            os.replace(tmp_meta, self.meta_path(key))
        except BaseException:
            _unlink(Path(tmp_meta))
            raise
        entry = Entry(key, module_name, so_path, self.meta_path(key), meta["names"], meta)
        self.touch(entry)
        if previous is not None and previous.so_path != so_path:
            # A forced rebuild gets a new module file; processes that loaded the old one keep
            # their mapping, new lookups cannot reach it any more.
            _unlink(previous.so_path)
        return entry

    def entries(self) -> List[EntryInfo]:
        infos = []
        for meta_path in self._meta_files():
            try:
                st = meta_path.stat()
                meta = json.loads(meta_path.read_text(encoding="utf-8"))
                so_size = (self.root / meta["so"]).stat().st_size
            except (OSError, ValueError, KeyError, TypeError):
                so_size = 0
                try:
                    st = meta_path.stat()
                except OSError:
                    continue
                meta = {}
            infos.append(EntryInfo(meta_path.stem, str(meta.get("friendly", "?")),
                                   st.st_size + so_size, st.st_mtime_ns))
        infos.sort(key=lambda info: info.last_used_ns)
        return infos

    def _meta_files(self) -> List[Path]:
        # Other JSON files (the compiler identity memo) share the directory.
        return [p for p in self.root.glob("*.json") if _KEY.fullmatch(p.stem)]

    def total_size(self) -> int:
        return sum(info.size for info in self.entries())

    def remove(self, key: str) -> None:
        entry = self.lookup(key)
        # Metadata first: once it is gone no reader can pick the module file any more.
        _unlink(self.meta_path(key))
        if entry is not None:
            _unlink(entry.so_path)

    def evict(self, limit_bytes: int, keep: Iterable[str] = ()) -> List[str]:
        """Removes least-recently-used entries until the store fits in `limit_bytes`.

        Entries in `keep` (the one just built) survive even if they alone exceed the bound.
        """
        keep = set(keep)
        self._collect_garbage()
        infos = self.entries()
        total = sum(info.size for info in infos)
        evicted = []
        for info in infos:
            if total <= limit_bytes:
                break
            if info.key in keep:
                continue
            self.remove(info.key)
            total -= info.size
            evicted.append(info.key)
        return evicted

    def clear(self) -> int:
        """Removes every entry; returns how many there were."""
        infos = self.entries()
        for info in infos:
            self.remove(info.key)
        # Files younger than a minute may belong to a build or install running in another kernel.
        self._collect_garbage(max_age=60)
        return len(infos)

    def _collect_garbage(self, max_age: float = STALE_SECONDS) -> None:
        """Deletes old build dirs and module files no metadata points to."""
        cutoff = time.time() - max_age
        if self.tmp.is_dir():
            for build in self.tmp.iterdir():
                try:
                    if build.stat().st_mtime < cutoff:
                        shutil.rmtree(build, ignore_errors=True)
                except OSError:
                    pass
        try:
            candidates = [p for p in self.root.iterdir() if p.is_file()]
        except OSError:
            return
        referenced = set()
        for meta_path in self._meta_files():
            try:
                referenced.add(json.loads(meta_path.read_text(encoding="utf-8"))["so"])
            except (OSError, ValueError, KeyError, TypeError):
                pass
        for path in candidates:
            orphan_module = path.name.endswith(EXT_SUFFIX) and path.name not in referenced
            if orphan_module or path.name.endswith(".json.tmp"):
                try:
                    if path.stat().st_mtime < cutoff:
                        _unlink(path)
                except OSError:
                    pass


def _unlink(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
