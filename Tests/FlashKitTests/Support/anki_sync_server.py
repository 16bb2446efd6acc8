"""Anki's own sync server (python -m anki.syncserver) for the sync tests and flash-bench sync.

Usage: anki_sync_server.py BASE PORT USER:PASS...

Starts the server on 127.0.0.1 with its data in BASE and the given users (PORT 0 picks a free
port), waits until GET /health answers, prints the port on one line, and runs until standard
input closes: then it kills the server and exits. A test that dies takes its server with it.
"""

import os
import socket
import subprocess
import sys
import time
import urllib.request


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    base, port, users = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    port = port or free_port()
    env = dict(os.environ, SYNC_HOST="127.0.0.1", SYNC_PORT=str(port), SYNC_BASE=base, RUST_LOG="anki=warn")
    for index, user in enumerate(users, 1):
        env["SYNC_USER%d" % index] = user
    with open(os.path.join(base, "server.log"), "ab") as log:
        server = subprocess.Popen([sys.executable, "-m", "anki.syncserver"], env=env, stdout=log, stderr=log,
                                  stdin=subprocess.DEVNULL)
    try:
        deadline = time.time() + 120
        while True:
            try:
                with urllib.request.urlopen("http://127.0.0.1:%d/health" % port, timeout=5) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                pass
            if server.poll() is not None or time.time() > deadline:
                sys.exit("the sync server did not start; see %s" % os.path.join(base, "server.log"))
            time.sleep(0.05)
        print(port, flush=True)
        sys.stdin.read()
    finally:
        # Killed, not asked: the tests stop servers half way through a sync on purpose, and
        # the server keeps every collection in SQLite transactions.
        server.kill()
        server.wait()


if __name__ == "__main__":
    main()
