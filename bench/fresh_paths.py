"""Writes demo page paths of distinct accordion states (one per custom screen size), made through
the JSON API of the server at the given base URL, one per line.
Usage: fresh_paths.py BASE_URL [COUNT [OUTPUT]]; OUTPUT defaults to bench/out/fresh-paths.txt."""
import http.client
import json
import sys
from urllib.parse import urlparse

base = urlparse(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
output = sys.argv[3] if len(sys.argv) > 3 else "bench/out/fresh-paths.txt"
# Widths 300…1999 first, then the next height: 1,700 × 1,300 sizes, all within the viewport limits.
if count > 1700 * 1300:
    sys.exit(f"at most {1700 * 1300} distinct sizes, asked for {count}")
connection = http.client.HTTPConnection(base.hostname, base.port)
paths = []
for index in range(count):
    width, height = 300 + index % 1700, 700 + index // 1700
    device = {"width": width, "height": height, "statusBar": 20}
    body = {"device": device, "actions": [{"type": "open", "item": 0}]}
    connection.request("POST", "/api/v1/menus/accordion/actions", json.dumps(body), {"Content-Type": "application/json"})
    response = connection.getresponse()
    answer = json.loads(response.read())
    if response.status != 200:
        sys.exit(f"the API answered {response.status}: {answer}")
    paths.append(answer["url"])
with open(output, "w") as out:
    out.write("\n".join(paths) + "\n")
