"""The expat baseline of the evidence benchmarks: Python's expat (C) parses the same report
files, read in the same 64 KiB chunks, with a handler on every open tag (as saxes alone has).
Prints the median wall time and the median CPU time (process_time: user + system) in
milliseconds over the repeats, on one line: `WALL CPU`.

Usage: python3 bench/expat-baseline.py REPEATS FILE...
"""
import sys
import time
import xml.parsers.expat


def parse_all(files):
    elements = 0
    for path in files:
        parser = xml.parsers.expat.ParserCreate('utf-8')

        def start(name, attrs):
            nonlocal elements
            elements += 1

        parser.StartElementHandler = start
        with open(path, 'rb') as handle:
            while True:
                chunk = handle.read(64 * 1024)
                if not chunk:
                    break
                parser.Parse(chunk, False)
        parser.Parse(b'', True)
    return elements


def main():
    repeats = int(sys.argv[1])
    files = sys.argv[2:]
    parse_all(files)
    walls = []
    cpus = []
    for _ in range(repeats):
        start = time.perf_counter()
        cpu = time.process_time()
        parse_all(files)
        cpus.append((time.process_time() - cpu) * 1000)
        walls.append((time.perf_counter() - start) * 1000)
    walls.sort()
    cpus.sort()
    print(f'{walls[len(walls) // 2]:.3f} {cpus[len(cpus) // 2]:.3f}')


if __name__ == '__main__':
    main()
