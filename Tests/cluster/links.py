"""Short links across the cluster (issue 32): made through one replica, they resolve through every
other and through HAProxy, since the replicas share one PostgreSQL (scripts/cluster.sh)."""

import http.client
import json


def _request(port, method, path, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, response.getheader("Location"), response.read()
    finally:
        connection.close()


def create_links(port, count, require):
    """`count` links made through the replica on `port` (under its per-address burst): url → id."""
    links = {}
    for index in range(count):
        url = f"/embed/cluster-link-{index}"
        status, location, body = _request(port, "POST", "/api/v1/links", json.dumps({"url": url}))
        require(status == 201, f"POST /api/v1/links on {port}: {status} {body[:200]!r}")
        link = json.loads(body)
        require(location == link["short"] and link["url"] == url, f"the link's answer: {link}")
        links[url] = link["id"]
    return links


def check_links_resolve(port, links, require, where):
    for url, link_id in links.items():
        status, location, _ = _request(port, "GET", f"/s/{link_id}")
        require(status == 302 and location == url, f"/s/{link_id} through {where}: {status} {location}")
