import sw_text_pipeline as m
from _show import show

TEXT = """The quick brown fox; the lazy dog.
  Jumps over the dog!  The END?

it's the fox, isn't it"""
CONF = """
width = 24   # columns
greeting=Hello
name = World  
bad line
# comment only
"""
show("pipeline", m.pipeline, TEXT, CONF)
show("pipeline empty", m.pipeline, "", "")
show("tokens", m.tokens, "x1 = 3.5 * (y + 42)")
show("tokens bad", m.tokens, "a + $b")
show("normalise", m.normalise, "A,B.C\n\n;;;\n")
show("config wide", m.parse_config, "width=x")
show("pipeline bad width", m.pipeline, "a", "width = wide")
