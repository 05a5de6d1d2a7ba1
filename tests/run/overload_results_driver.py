from overload_results import Point, Vector, double, main

main()
print(double(4), double("z"), (Point(3.0, 3.0) - Point(1.0, 1.0)).length2())
print(type(Point(1.0, 1.0) - Vector(1.0, 1.0)).__name__)
