from cls_final_constants import Direction, Special, Strategy, main

main()
print(Direction.BACKWARD, Strategy.LAST, Special.FIRST, Special(1).choose(3))
