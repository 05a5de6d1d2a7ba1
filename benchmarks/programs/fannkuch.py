# Fannkuch-redux: pancake flips over all permutations of 1..n; prints the checksum and max flips.


def main(n: int = 9) -> None:
    perm: list[int] = list(range(n))
    count: list[int] = [0] * n
    work: list[int] = [0] * n
    max_flips: int = 0
    checksum: int = 0
    parity: int = 0
    r: int = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        for i in range(n):
            work[i] = perm[i]
        flips: int = 0
        k: int = work[0]
        while k != 0:
            # Reverse the prefix work[0..k] in place.
            lo: int = 0
            hi: int = k
            while lo < hi:
                t: int = work[lo]
                work[lo] = work[hi]
                work[hi] = t
                lo += 1
                hi -= 1
            flips += 1
            k = work[0]
        if flips > max_flips:
            max_flips = flips
        if parity == 0:
            checksum += flips
        else:
            checksum -= flips
        # Next permutation in the counting order the original benchmark uses.
        while True:
            if r == n:
                print(checksum)
                print(max_flips)
                return
            first: int = perm[0]
            for i in range(r):
                perm[i] = perm[i + 1]
            perm[r] = first
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        parity = 1 - parity
