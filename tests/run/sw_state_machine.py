# A traffic/door state machine: Enum states and events, dispatch dicts of bound methods and
# functions, a transition log kept per machine, invalid transitions as custom exceptions.
from enum import Enum, IntEnum, auto
from typing import Callable, Dict, List, Optional, Tuple


class State(Enum):
    CLOSED = auto()
    OPEN = auto()
    LOCKED = auto()
    BROKEN = auto()


class Event(IntEnum):
    OPEN = 1
    CLOSE = 2
    LOCK = 3
    UNLOCK = 4
    KICK = 5


class TransitionError(Exception):
    def __init__(self, state: State, event: Event) -> None:
        super().__init__(f"cannot {event.name.lower()} when {state.name.lower()}")
        self.state = state
        self.event = event


class Door:
    def __init__(self, name: str, code: int) -> None:
        self.name = name
        self.code = code
        self.state = State.CLOSED
        self.log: List[Tuple[str, str]] = []
        self.kicks = 0
        self.table: Dict[Tuple[State, Event], Callable[[], State]] = {
            (State.CLOSED, Event.OPEN): self._open,
            (State.OPEN, Event.CLOSE): self._close,
            (State.CLOSED, Event.LOCK): self._lock,
            (State.LOCKED, Event.UNLOCK): self._unlock,
        }

    def _open(self) -> State:
        return State.OPEN

    def _close(self) -> State:
        return State.CLOSED

    def _lock(self) -> State:
        return State.LOCKED

    def _unlock(self) -> State:
        return State.CLOSED

    def fire(self, event: Event) -> State:
        if event is Event.KICK:
            self.kicks += 1
            if self.kicks >= 3:
                self.state = State.BROKEN
            return self.state
        handler: Optional[Callable[[], State]] = self.table.get((self.state, event))
        if handler is None:
            raise TransitionError(self.state, event)
        before = self.state
        self.state = handler()
        self.log.append((before.name, self.state.name))
        return self.state


def describe(s: State) -> str:
    names: Dict[State, str] = {State.CLOSED: "shut", State.OPEN: "ajar", State.LOCKED: "secured"}
    return names.get(s, "unknown")


def simulate(events: List[int]) -> List[str]:
    door = Door("front", 42)
    out: List[str] = []
    for code in events:
        try:
            ev = Event(code)
            st = door.fire(ev)
            out.append(f"{ev.name}->{st.name}:{describe(st)}")
        except TransitionError as e:
            out.append(f"error({e.state.name},{int(e.event)}): {e}")
        except ValueError as e:
            out.append("bad event: " + str(e))
    out.append(str(door.log))
    out.append(str(sorted(s.value for s in State)) + " " + str(Event.LOCK > Event.OPEN))
    return out


def counts(events: List[int]) -> Dict[str, int]:
    tally: Dict[str, int] = {}
    for code in events:
        name = Event(code).name if code in Event._value2member_map_ else "?"
        tally[name] = tally.get(name, 0) + 1
    return tally
