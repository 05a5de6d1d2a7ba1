# Richards: Martin Richards' OS task scheduler simulation (class-heavy, virtual method calls).

IDLE: int = 0
WORKER: int = 1
HANDLER_A: int = 2
HANDLER_B: int = 3
DEVICE_A: int = 4
DEVICE_B: int = 5
KIND_DEVICE: int = 0
KIND_WORK: int = 1
BUFFER_SIZE: int = 4


class Packet:
    def __init__(self, link: "Packet | None", dest: int, kind: int) -> None:
        self.link = link
        self.dest = dest
        self.kind = kind
        self.datum = 0
        self.data: list[int] = [0] * BUFFER_SIZE

    def append_to(self, queue: "Packet | None") -> "Packet":
        # Appends this packet at the tail of queue and returns the queue's new head.
        self.link = None
        if queue is None:
            return self
        tail: Packet = queue
        nxt = tail.link
        while nxt is not None:
            tail = nxt
            nxt = tail.link
        tail.link = self
        return queue


class Kernel:
    # Global simulation state: the task table, the run list and the two counters being checked.
    def __init__(self) -> None:
        self.tasks: list[Task | None] = [None] * 6
        self.head: Task | None = None
        self.queued = 0
        self.holds = 0

    def add(self, task: "Task") -> None:
        self.tasks[task.ident] = task
        task.link = self.head
        self.head = task

    def find(self, ident: int) -> "Task":
        task = self.tasks[ident]
        if task is None:
            raise ValueError("no such task")
        return task

    def run(self) -> None:
        task = self.head
        while task is not None:
            if task.blocked():
                task = task.link
            else:
                task = task.step()


class Task:
    def __init__(self, kernel: Kernel, ident: int, priority: int, queue: Packet | None,
                 pending: bool, waiting: bool) -> None:
        self.kernel = kernel
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.link: Task | None = None
        self.pending = pending
        self.waiting = waiting
        self.holding = False
        kernel.add(self)

    def blocked(self) -> bool:
        return self.holding or (not self.pending and self.waiting)

    def step(self) -> "Task | None":
        pkt: Packet | None = None
        if self.pending and self.waiting and not self.holding:
            pkt = self.queue
            if pkt is not None:
                self.queue = pkt.link
            self.pending = self.queue is not None
            self.waiting = False
            self.holding = False
        return self.work(pkt)

    def work(self, pkt: Packet | None) -> "Task | None":
        raise NotImplementedError

    def receive(self, pkt: Packet, sender: "Task") -> "Task":
        # Queues pkt here; switches to this task if it was idle and outranks the sender.
        if self.queue is None:
            self.queue = pkt
            self.pending = True
            if self.priority > sender.priority:
                return self
        else:
            pkt.append_to(self.queue)
        return sender

    def send(self, pkt: Packet) -> "Task":
        target: Task = self.kernel.find(pkt.dest)
        self.kernel.queued += 1
        pkt.link = None
        pkt.dest = self.ident
        return target.receive(pkt, self)

    def wait(self) -> "Task":
        self.waiting = True
        return self

    def hold(self) -> "Task | None":
        self.kernel.holds += 1
        self.holding = True
        return self.link

    def release(self, ident: int) -> "Task":
        target: Task = self.kernel.find(ident)
        target.holding = False
        if target.priority > self.priority:
            return target
        return self


class IdleTask(Task):
    def __init__(self, kernel: Kernel, count: int) -> None:
        super().__init__(kernel, IDLE, 0, None, False, False)
        self.seed = 1
        self.count = count

    def work(self, pkt: Packet | None) -> "Task | None":
        self.count -= 1
        if self.count == 0:
            return self.hold()
        if self.seed & 1 == 0:
            self.seed = self.seed >> 1
            return self.release(DEVICE_A)
        self.seed = (self.seed >> 1) ^ 0xD008
        return self.release(DEVICE_B)


class WorkerTask(Task):
    def __init__(self, kernel: Kernel, queue: Packet) -> None:
        super().__init__(kernel, WORKER, 1000, queue, True, True)
        self.target = HANDLER_A
        self.letter = 0

    def work(self, pkt: Packet | None) -> "Task | None":
        if pkt is None:
            return self.wait()
        self.target = HANDLER_B if self.target == HANDLER_A else HANDLER_A
        pkt.dest = self.target
        pkt.datum = 0
        for i in range(BUFFER_SIZE):
            self.letter += 1
            if self.letter > 26:
                self.letter = 1
            pkt.data[i] = 64 + self.letter
        return self.send(pkt)


class HandlerTask(Task):
    def __init__(self, kernel: Kernel, ident: int, priority: int, queue: Packet) -> None:
        super().__init__(kernel, ident, priority, queue, True, True)
        self.work_in: Packet | None = None
        self.device_in: Packet | None = None

    def work(self, pkt: Packet | None) -> "Task | None":
        if pkt is not None:
            if pkt.kind == KIND_WORK:
                self.work_in = pkt.append_to(self.work_in)
            else:
                self.device_in = pkt.append_to(self.device_in)
        job = self.work_in
        if job is None:
            return self.wait()
        n: int = job.datum
        if n >= BUFFER_SIZE:
            self.work_in = job.link
            return self.send(job)
        dev = self.device_in
        if dev is None:
            return self.wait()
        self.device_in = dev.link
        dev.datum = job.data[n]
        job.datum = n + 1
        return self.send(dev)


class DeviceTask(Task):
    def __init__(self, kernel: Kernel, ident: int, priority: int) -> None:
        super().__init__(kernel, ident, priority, None, False, True)
        self.held: Packet | None = None

    def work(self, pkt: Packet | None) -> "Task | None":
        if pkt is None:
            held = self.held
            if held is None:
                return self.wait()
            self.held = None
            return self.send(held)
        self.held = pkt
        return self.hold()


def simulate(count: int) -> Kernel:
    kernel: Kernel = Kernel()
    IdleTask(kernel, count)
    work: Packet = Packet(Packet(None, 0, KIND_WORK), 0, KIND_WORK)
    WorkerTask(kernel, work)
    dev_a: Packet = Packet(Packet(Packet(None, DEVICE_A, KIND_DEVICE), DEVICE_A, KIND_DEVICE),
                           DEVICE_A, KIND_DEVICE)
    HandlerTask(kernel, HANDLER_A, 2000, dev_a)
    dev_b: Packet = Packet(Packet(Packet(None, DEVICE_B, KIND_DEVICE), DEVICE_B, KIND_DEVICE),
                           DEVICE_B, KIND_DEVICE)
    HandlerTask(kernel, HANDLER_B, 3000, dev_b)
    DeviceTask(kernel, DEVICE_A, 4000)
    DeviceTask(kernel, DEVICE_B, 5000)
    kernel.run()
    return kernel


def main(n: int = 20) -> None:
    queued: int = 0
    holds: int = 0
    for i in range(n):
        kernel: Kernel = simulate(10000)
        queued += kernel.queued
        holds += kernel.holds
    print(queued)
    print(holds)
