#!/usr/bin/env python3
"""A small HTTP server that answers badly on purpose, for EndpointGen's runtime tests.

Python standard library only. Start it with

    python3 misbehaving_server.py [--port N]

It listens on 127.0.0.1 (port 0 unless given: the system picks a free one), prints one line
`PORT <n>` on standard output once it accepts connections, and serves until standard input
reaches end of file (so it never outlives the test process that started it, even one that
crashes) or it receives SIGTERM/SIGINT.

Routes (GET or any other method; the request body is read and ignored):

  /ok                    200, application/json, {"id": 1, "name": "ok", "status": "active"}
  /malformed-json        200, application/json, a body cut in the middle of an object
  /truncated             200, Content-Length 200 but 40 bytes sent, then the connection closes
  /wrong-content-type    200, text/plain, a valid JSON body
  /html-200              200, text/html, an HTML error page (a proxy's "gateway error")
  /unknown-enum          200, application/json, "status": "teleported" (not a declared value)
  /huge?bytes=N          200, application/json, a JSON array of about N bytes (default 50 MB),
                         sent in 64 KB chunks with a Content-Length
  /empty                 200 with no body (Content-Length 0)
  /no-content            204
  /never-answer          reads the request, then says nothing until the client hangs up
                         (at most 120 s)
  /reset                 200 with Content-Length 100000, 1000 bytes, then a TCP reset
  /redirect-other-host   302 to http://localhost:PORT/headers (another host, same server)
  /redirect-same-host    302 to /headers on 127.0.0.1
  /headers               200, application/json, {"headers": {name: value, ...}} of the request
  /status/N              status N with an empty JSON object as body
  /count                 200, {"requests": n}: requests served so far (for leak runs)
  /respond?status=N&body=TEXT&type=T
                         status N with TEXT as body (default empty) and Content-Type T
                         (default application/json)
  /redirect?status=N&to=URL
                         status N (default 302) with Location URL (relative or absolute)
  /echo                  200, {"method", "headers", "body" (as text), "bytes"}: the request
  /upload                200, {"bytes": n, "crc32": n}: the request body, read in 64 KB
                         chunks and not kept (for uploads of hundreds of megabytes)
  /stream                a chunked body (Transfer-Encoding: chunked) scripted by the JSON
                         request body: {"status": 200, "type": "text/event-stream",
                         "chunks": ["text", ...] or "base64": ["...", ...], "delay": seconds
                         between chunks, "cut": true to close the connection without the
                         last chunk (a stream cut mid-body), "hold": true to send the chunks
                         after the first only once /release was asked for (at most 30 s later;
                         then `data: not released at T` instead, T the Unix time)}
  /release               200, {}: lets a held /stream go on
  /endless               text/event-stream: an event every 50 ms until the client hangs up
  /streams               200, {"open": n, "closed": m}: /endless answers running and ended
  /number?value=X, /number/X
                         200, {"text": X, "float": repr(float(X)) or null, "decimal": str(Decimal(X))
                         or null}: the parameter as Python's float and Decimal read it
Anything else is 404 with a JSON body {"error": "no such route"}.
"""

import base64

import argparse
import json
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
import zlib
from urllib.parse import parse_qs, unquote, urlsplit

OK_BODY = {"id": 1, "name": "ok", "status": "active"}
served = 0
served_lock = threading.Lock()
streams = {"open": 0, "closed": 0}
released = threading.Event()



def number_readings(text):
    """The text of a number parameter, and what Python's float and Decimal make of it."""
    import decimal
    try:
        as_float = repr(float(text))
    except ValueError:
        as_float = None
    try:
        as_decimal = str(decimal.Decimal(text))
    except decimal.InvalidOperation:
        as_decimal = None
    return {"text": text, "float": as_float, "decimal": as_decimal}

class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "MisbehavingServer/1"

    def log_message(self, *args):  # quiet: the tests read stdout for the port only
        pass

    # Every method goes through one dispatcher.
    def do_GET(self):
        self.dispatch()

    do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = do_GET

    def dispatch(self):
        global served
        with served_lock:
            served += 1
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        route = url.path
        crc, received = [0], []
        count = self.read_body(lambda chunk: (crc.append(zlib.crc32(chunk, crc.pop())), route == "/upload" or received.append(chunk)))
        body = b"".join(received)
        if route == "/upload":
            self.send_json(200, {"bytes": count, "crc32": crc[0]})
        elif route == "/number" or route.startswith("/number/"):
            # A number parameter read as FastAPI (float) and Django's DecimalField (Decimal) read it.
            text = unquote(route[len("/number/"):]) if route.startswith("/number/") else query.get("value", [""])[0]
            self.send_json(200, number_readings(text))
        elif route == "/echo":
            self.send_json(200, {"method": self.command, "headers": dict(self.headers.items()),
                                 "body": body.decode("utf-8", "replace"), "bytes": len(body)})
        elif route == "/respond":
            text = query.get("body", [""])[0].encode()
            self.send_bytes(int(query.get("status", ["200"])[0]), text, query.get("type", ["application/json"])[0])
        elif route == "/redirect":
            self.redirect(query.get("to", ["/echo"])[0], int(query.get("status", ["302"])[0]))
        elif route == "/stream":
            self.send_stream(json.loads(body or b"{}"))
        elif route == "/release":
            released.set()
            self.send_json(200, {})
        elif route == "/endless":
            self.send_endless()
        elif route == "/streams":
            with served_lock:
                self.send_json(200, dict(streams))
        elif route == "/ok":
            self.send_json(200, OK_BODY)
        elif route == "/malformed-json":
            self.send_bytes(200, b'{"id": 1, "name": "o', "application/json")
        elif route == "/truncated":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "200")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(b'{"id": 1, "name": "only forty bytes arr')
            self.wfile.flush()
            self.close_connection = True
        elif route == "/json-string":
            self.send_json(200, 'a "quoted" text')
        elif route == "/wrong-content-type":
            self.send_bytes(200, json.dumps(OK_BODY).encode(), "text/plain; charset=utf-8")
        elif route == "/html-200":
            page = b"<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>" \
                   b"<body><h1>Bad Gateway</h1><p>The upstream server is unavailable.</p></body></html>"
            self.send_bytes(200, page, "text/html; charset=utf-8")
        elif route == "/unknown-enum":
            self.send_json(200, {"id": 1, "name": "ok", "status": "teleported"})
        elif route == "/huge":
            self.send_huge(int(query.get("bytes", ["52428800"])[0]))
        elif route == "/empty":
            self.send_bytes(200, b"", "application/json")
        elif route == "/no-content":
            self.send_response(204)
            self.end_headers()
        elif route == "/never-answer":
            self.never_answer()
        elif route == "/reset":
            self.reset_mid_body()
        elif route == "/redirect-other-host":
            port = self.server.server_address[1]
            self.redirect(f"http://localhost:{port}/headers")
        elif route == "/redirect-same-host":
            port = self.server.server_address[1]
            self.redirect(f"http://127.0.0.1:{port}/headers")
        elif route == "/headers":
            self.send_json(200, {"headers": {k: v for k, v in self.headers.items()}})
        elif route.startswith("/status/") and route[len("/status/"):].isdigit():
            self.send_json(int(route[len("/status/"):]), {})
        elif route == "/count":
            with served_lock:
                count = served
            self.send_json(200, {"requests": count})
        else:
            self.send_json(404, {"error": "no such route"})

    def read_body(self, sink):
        # The request body, with a Content-Length or chunked, handed to `sink` in pieces of at
        # most 64 KB; returns its size.
        count = 0
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            while True:
                size = int(self.rfile.readline().split(b";")[0], 16)
                if size == 0:
                    self.rfile.readline()
                    return count
                while size > 0:
                    chunk = self.rfile.read(min(size, 65536))
                    sink(chunk)
                    count, size = count + len(chunk), size - len(chunk)
                self.rfile.readline()
        remaining = int(self.headers.get("Content-Length") or 0)
        while remaining > 0:
            chunk = self.rfile.read(min(remaining, 65536))
            if not chunk:
                break
            sink(chunk)
            count, remaining = count + len(chunk), remaining - len(chunk)
        return count

    def start_chunked(self, status, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def write_chunk(self, data):
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def send_stream(self, script):
        self.start_chunked(script.get("status", 200), script.get("type", "text/event-stream"))
        chunks = [c.encode() for c in script.get("chunks", [])] + [base64.b64decode(c) for c in script.get("base64", [])]
        for index, chunk in enumerate(chunks):
            if index > 0:
                time.sleep(script.get("delay", 0))
            if index == 1 and script.get("hold") and not released.wait(30):
                self.write_chunk(b"data: not released at %f\n\n" % time.time())
                break
            self.write_chunk(chunk)
        if script.get("cut"):
            self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True
        else:
            self.write_chunk(b"")

    def send_endless(self):
        self.start_chunked(200, "text/event-stream")
        with served_lock:
            streams["open"] += 1
        try:
            for number in range(2400):  # two minutes at most
                self.write_chunk(b"id: %d\ndata: {\"number\": %d}\n\n" % (number, number))
                time.sleep(0.05)
        except OSError:
            pass  # the client hung up
        finally:
            with served_lock:
                streams["open"] -= 1
                streams["closed"] += 1
            self.close_connection = True

    def send_bytes(self, status, body, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_json(self, status, value):
        self.send_bytes(status, json.dumps(value).encode(), "application/json")

    def send_huge(self, size):
        # `[0,0,...,0]` padded with one space when needed: exactly `size` bytes (at least 2),
        # streamed in 64 KB chunks without building the body whole.
        size = max(size, 2)
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(size))
        self.end_headers()
        inner = size - 2
        self.wfile.write(b"[")
        if inner > 0:
            pairs, pad = (inner - 1) // 2, (inner - 1) % 2
            chunk = b"0," * 32768
            while pairs >= 32768:
                self.wfile.write(chunk)
                pairs -= 32768
            self.wfile.write(b"0," * pairs + b"0" + b" " * pad)
        self.wfile.write(b"]")

    def never_answer(self):
        self.connection.settimeout(1)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if self.connection.recv(1) == b"":
                    break  # the client hung up
            except socket.timeout:
                continue
            except OSError:
                break
        self.close_connection = True

    def reset_mid_body(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "100000")
        self.end_headers()
        self.wfile.write(b"[" + b"0," * 499 + b"0")
        self.wfile.flush()
        # SO_LINGER with a zero timeout makes close() send RST instead of FIN.
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True

    def redirect(self, location, status=302):
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        pass  # a client hanging up mid-answer is expected here


def main():
    parser = argparse.ArgumentParser(description="An HTTP server that answers badly on purpose.")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    server = Server(("127.0.0.1", args.port), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    print(f"PORT {server.server_address[1]}", flush=True)
    try:
        # Serve until the parent closes our standard input (or dies), or a signal arrives.
        while sys.stdin.buffer.read(4096):
            pass
    except KeyboardInterrupt:
        pass
    server.shutdown()
    server.server_close()


if __name__ == "__main__":
    import signal
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # raises KeyboardInterrupt
    main()
