from _show import show
import codec_method_fast as m


class S(str):
    def encode(self, *args):
        return ("S.encode", args)


class B(bytes):
    def decode(self, *args):
        return ("B.decode", args)


class PlainS(str):
    pass


show("enc", m.enc, "h\u00e9llo")
show("enc ascii", m.enc_ascii, "hello")
show("enc ascii err", m.enc_ascii, "h\u00e9llo")
show("enc sub", m.enc_ascii, S("x"))
show("enc plain sub", m.enc_ascii, PlainS("abc"))
show("enc latin", m.enc_with, "\u00e9", "latin-1")
show("enc utf16", m.enc_with, "ab", "utf-16-le")
show("enc unknown", m.enc_with, "ab", "no-such-codec")
show("enc int enc", m.enc_with, "ab", 5)
show("enc nul", m.enc_with, "ab", "ut\0f8")
show("enc non-ascii name", m.enc_with, "ab", "utf\u00e98")
show("enc rot13", m.enc_with, "ab", "rot13")
show("enc surrogate", m.enc, "\ud800")
show("enc int", m.enc, 5)
show("dec", m.dec, "h\u00e9".encode())
show("dec bad", m.dec, b"\xff")
show("dec ascii bad", m.dec_ascii, b"a\x80")
show("dec sub", m.dec_ascii, B(b"x"))
show("dec bytearray", m.dec_ascii, bytearray(b"ba"))
show("dec latin", m.dec_with, b"\xe9", "latin-1")
show("dec hex", m.dec_with, b"ab", "hex")
show("dec none", m.dec_with, b"ab", None)
show("typed", m.typed_roundtrip, "x\u20acy")
show("typed sub", m.typed_roundtrip, PlainS("q"))
show("typed latin", m.typed_latin1, "\u00ff")
show("typed latin err", m.typed_latin1, "\u20ac")
show("loop", m.loop, ["a", "bc", PlainS("d"), S("e")])
