"""HAProxy's runtime API (the stats socket of deploy/haproxy.cfg), for the cluster test."""

import csv
import io
import socket


def command(socket_path, line):
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.settimeout(10)
        client.connect(str(socket_path))
        client.sendall(line.encode() + b"\n")
        chunks = []
        while chunk := client.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks).decode()


def server_stats(socket_path, backend="replicas"):
    """{server name: its `show stat` row} for the backend's servers, plus "BACKEND"."""
    text = command(socket_path, "show stat").lstrip("# ")
    rows = csv.DictReader(io.StringIO(text))
    return {row["svname"]: row for row in rows if row["pxname"] == backend}


def server_status(socket_path, server):
    """"UP", "DOWN", or a transition such as "UP 1/2"."""
    return server_stats(socket_path)[server]["status"]
