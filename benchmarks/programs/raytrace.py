# Ray tracer: float-heavy OO vector code; spheres with diffuse light and shadows, pixels summed.
import math


class Vec:
    def __init__(self, x: float, y: float, z: float) -> None:
        self.x = x
        self.y = y
        self.z = z

    def add(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def sub(self, o: "Vec") -> "Vec":
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def scale(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k, self.z * k)

    def dot(self, o: "Vec") -> float:
        return self.x * o.x + self.y * o.y + self.z * o.z

    def norm(self) -> "Vec":
        return self.scale(1.0 / math.sqrt(self.dot(self)))


class Ray:
    def __init__(self, origin: Vec, direction: Vec) -> None:
        self.origin = origin
        self.direction = direction


class Sphere:
    def __init__(self, center: Vec, radius: float, color: Vec) -> None:
        self.center = center
        self.radius = radius
        self.color = color

    def hit(self, ray: Ray) -> float:
        # Distance along the ray to the nearest intersection in front of the origin, or -1.
        oc: Vec = ray.origin.sub(self.center)
        b: float = oc.dot(ray.direction)
        c: float = oc.dot(oc) - self.radius * self.radius
        disc: float = b * b - c
        if disc < 0.0:
            return -1.0
        root: float = math.sqrt(disc)
        t: float = -b - root
        if t > 1e-6:
            return t
        t = -b + root
        if t > 1e-6:
            return t
        return -1.0


class Scene:
    def __init__(self) -> None:
        self.spheres: list[Sphere] = []
        self.light: Vec = Vec(-4.0, 6.0, -3.0)
        self.ambient: float = 0.1

    def nearest(self, ray: Ray) -> tuple[float, Sphere | None]:
        best_t: float = 1e30
        best: Sphere | None = None
        for s in self.spheres:
            t: float = s.hit(ray)
            if t > 0.0 and t < best_t:
                best_t = t
                best = s
        return best_t, best

    def shade(self, ray: Ray) -> Vec:
        t, sphere = self.nearest(ray)
        if sphere is None:
            k: float = 0.5 * (ray.direction.y + 1.0)
            return Vec(1.0, 1.0, 1.0).scale(1.0 - k).add(Vec(0.5, 0.7, 1.0).scale(k))
        point: Vec = ray.origin.add(ray.direction.scale(t))
        normal: Vec = point.sub(sphere.center).norm()
        to_light: Vec = self.light.sub(point).norm()
        diffuse: float = normal.dot(to_light)
        if diffuse < 0.0:
            diffuse = 0.0
        else:
            shadow_t, blocker = self.nearest(Ray(point, to_light))
            if blocker is not None:
                diffuse *= 0.3
        return sphere.color.scale(self.ambient + (1.0 - self.ambient) * diffuse)


def to_byte(c: float) -> int:
    if c < 0.0:
        return 0
    if c > 1.0:
        return 255
    return int(c * 255.0)


def main(n: int = 300) -> None:
    scene: Scene = Scene()
    scene.spheres.append(Sphere(Vec(0.0, -1000.5, 3.0), 1000.0, Vec(0.8, 0.8, 0.7)))
    scene.spheres.append(Sphere(Vec(0.0, 0.0, 3.0), 0.5, Vec(0.9, 0.2, 0.2)))
    scene.spheres.append(Sphere(Vec(-1.1, 0.1, 3.6), 0.6, Vec(0.2, 0.8, 0.3)))
    scene.spheres.append(Sphere(Vec(1.2, -0.1, 2.8), 0.4, Vec(0.2, 0.3, 0.9)))
    scene.spheres.append(Sphere(Vec(0.4, 0.9, 4.5), 0.7, Vec(0.9, 0.9, 0.2)))
    eye: Vec = Vec(0.0, 0.3, -1.0)
    total: int = 0
    for py in range(n):
        for px in range(n):
            dx: float = (px + 0.5) / n * 2.0 - 1.0
            dy: float = 1.0 - (py + 0.5) / n * 2.0
            ray: Ray = Ray(eye, Vec(dx, dy, 1.5).norm())
            c: Vec = scene.shade(ray)
            total += to_byte(c.x) * 3 + to_byte(c.y) * 5 + to_byte(c.z) * 7
    print(total)
