# Compiles numkit's typed modules with hintc; numkit/report.py and __init__.py stay plain Python.
# No cmdclass: hintc's setuptools plugin gives the build hintc's build_ext.
from setuptools import setup

from hintc.setuptools import hintcify

setup(ext_modules=hintcify(["numkit/arith.py", "numkit/series.py"], opt_level="3"))
