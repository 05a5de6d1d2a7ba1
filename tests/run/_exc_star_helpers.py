"""An ExceptionGroup subclass with its own derive(), for the exc_star_* run tests (imported by both
variants: compiled classes cannot derive from ExceptionGroup)."""


class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message.upper(), excs)
