# Driver of async_gen_close: closing, throwing and finalising async generators under asyncio.
from _async_helpers import run
import async_gen_close as m

run("close_with_awaits", m.close_with_awaits())
run("throw_with_awaits", m.throw_with_awaits())
run("gathered", m.gathered())
log = []
run("abandon", m.abandon(log))
print(log)
run("finished_ops", m.finished_ops())
