"""Writes bench/out/fresh-paths.txt: demo page paths of distinct accordion states (one per custom
screen width), made through the JSON API of the server at the given base URL."""
import http.client
import json
import sys
from urllib.parse import urlparse

base = urlparse(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
connection = http.client.HTTPConnection(base.hostname, base.port)
paths = []
for width in range(300, 300 + count):
    body = {"device": {"width": width, "height": 700, "statusBar": 20}, "actions": [{"type": "open", "item": 0}]}
    connection.request("POST", "/api/v1/menus/accordion/actions", json.dumps(body), {"Content-Type": "application/json"})
    response = connection.getresponse()
    answer = json.loads(response.read())
    if response.status != 200:
        sys.exit(f"the API answered {response.status}: {answer}")
    paths.append(answer["url"])
with open("bench/out/fresh-paths.txt", "w") as out:
    out.write("\n".join(paths) + "\n")
