# Compiles numkit's typed modules with hintc; numkit/report.py and __init__.py stay plain Python.
from setuptools import setup

from hintc.setuptools import build_ext, hintcify

setup(
    ext_modules=hintcify(["numkit/arith.py", "numkit/series.py"], opt_level="3"),
    cmdclass={"build_ext": build_ext},
)
