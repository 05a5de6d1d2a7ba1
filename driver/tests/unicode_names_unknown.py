def marks() -> str:
    return "\N{NO SUCH CHARACTER NAME}"
