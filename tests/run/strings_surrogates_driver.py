import strings_surrogates as m
from _show import show

show("lone", m.lone)
show("strict", m.strict, "ok")
