# A statement indented for no reason.
x = 1
    y = 2
# error: 3:5: unexpected indent
