#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cdp.py - drive headless Chromium over the DevTools protocol (CDP) with
the Python standard library only: the websocket handshake and framing are
done by hand. The format tests (tests/formats/*.test) import it to load
pmp's flame graphs and speedscope files in a real browser, collect console
errors, send real mouse events, answer prompt() dialogs and take PNG
screenshots.

    with Browser(width=1200, height=800) as b:
        page = b.page()
        page.goto("file:///tmp/fg.svg")
        page.eval("document.title")
        page.click(100, 200)
        page.screenshot("/tmp/fg.png")
        assert not page.errors
"""
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request

CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
    "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
]


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class CDPError(Exception):
    pass


class WebSocket:
    """A minimal RFC 6455 client: text frames, ping/pong, close."""

    def __init__(self, url, timeout=60):
        u = urllib.parse.urlparse(url)
        self.sock = socket.create_connection((u.hostname, u.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        req = (f"GET {u.path} HTTP/1.1\r\nHost: {u.hostname}:{u.port}\r\n"
               "Upgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(req.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise CDPError("websocket handshake: connection closed")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise CDPError("websocket handshake refused: %r" % head[:200])

    def _read(self, n):
        buf = bytearray()
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise CDPError("websocket closed")
            buf += chunk
        return bytes(buf)

    def _send_frame(self, opcode, payload):
        n = len(payload)
        head = bytes([0x80 | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        # mask 4 bytes at a time through one big integer: fast enough
        pad = (-n) % 4
        data = int.from_bytes(payload + b"\0" * pad, "big")
        m = int.from_bytes(mask * ((n + pad) // 4), "big") if n else 0
        masked = (data ^ m).to_bytes(n + pad, "big")[:n] if n else b""
        self.sock.sendall(head + mask + masked)

    def send(self, text):
        self._send_frame(0x1, text.encode())

    def recv(self):
        message = b""
        while True:
            b0, b1 = self._read(2)
            opcode, n = b0 & 0x0F, b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            if b1 & 0x80:
                mask = self._read(4)
                payload = bytes(c ^ mask[i % 4] for i, c in enumerate(self._read(n)))
            else:
                payload = self._read(n)
            if opcode == 0x9:
                self._send_frame(0xA, payload)
                continue
            if opcode == 0x8:
                raise CDPError("websocket closed by the browser")
            if opcode in (0x0, 0x1, 0x2):
                message += payload
                if b0 & 0x80:
                    return message.decode("utf-8", "replace")

    def close(self):
        try:
            self._send_frame(0x8, b"")
            self.sock.close()
        except OSError:
            pass


class Page:
    """One tab. Events are kept in self.events; console errors and
    uncaught exceptions in self.errors."""

    def __init__(self, ws_url):
        self.ws = WebSocket(ws_url)
        self.next_id = 0
        self.events = []
        self.errors = []
        self.console = []
        self.dialog_answer = None   # prompt() text to give, or None: accept
        self.dialogs = []
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Log.enable")

    def _event(self, msg):
        method, params = msg.get("method"), msg.get("params", {})
        self.events.append(msg)
        if method == "Runtime.exceptionThrown":
            d = params.get("exceptionDetails", {})
            text = d.get("exception", {}).get("description") or d.get("text")
            self.errors.append("exception: %s" % text)
        elif method == "Runtime.consoleAPICalled":
            args = " ".join(str(a.get("value", a.get("description", "")))
                            for a in params.get("args", []))
            self.console.append("%s: %s" % (params.get("type"), args))
            if params.get("type") in ("error", "assert"):
                self.errors.append("console.%s: %s" % (params.get("type"), args))
        elif method == "Log.entryAdded":
            e = params.get("entry", {})
            self.console.append("log %s: %s" % (e.get("level"), e.get("text")))
            if e.get("level") == "error":
                self.errors.append("log: %s (%s)" % (e.get("text"), e.get("url", "")))
        elif method == "Page.javascriptDialogOpening":
            self.dialogs.append(params)
            # answered from the receive loop, while a call may be waiting
            self._send("Page.handleJavaScriptDialog",
                       {"accept": True, "promptText": self.dialog_answer or ""})

    def _send(self, method, params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method,
                                 "params": params}))
        return self.next_id

    def call(self, method, **params):
        want = self._send(method, params)
        while True:
            msg = json.loads(self.ws.recv())
            if "method" in msg:
                self._event(msg)
            elif msg.get("id") == want:
                if "error" in msg:
                    raise CDPError("%s: %s" % (method, msg["error"]))
                return msg.get("result", {})

    def wait_event(self, method, timeout=30):
        for i, msg in enumerate(self.events):
            if msg.get("method") == method:
                del self.events[i]
                return msg.get("params", {})
        deadline = time.time() + timeout
        self.ws.sock.settimeout(timeout)
        while time.time() < deadline:
            msg = json.loads(self.ws.recv())
            if "method" in msg:
                self._event(msg)
                if msg["method"] == method:
                    self.events.remove(msg)
                    return msg.get("params", {})
        raise CDPError("no %s within %ss" % (method, timeout))

    def goto(self, url, timeout=60):
        """load url; a URL that differs from the current one only in its
        #fragment reloads the page (no load event otherwise)"""
        cur = self.eval("location.href") or ""
        if cur.split("#")[0] == url.split("#")[0] and cur != "about:blank":
            self.goto("about:blank", timeout)
        self.events = [e for e in self.events if e.get("method") != "Page.loadEventFired"]
        r = self.call("Page.navigate", url=url)
        if r.get("errorText"):
            raise CDPError("cannot load %s: %s" % (url, r["errorText"]))
        self.wait_event("Page.loadEventFired", timeout)

    def eval(self, expr, await_promise=False):
        r = self.call("Runtime.evaluate", expression=expr, returnByValue=True,
                      awaitPromise=await_promise)
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            raise CDPError("evaluate %r: %s" % (
                expr[:80], d.get("exception", {}).get("description") or d.get("text")))
        return r.get("result", {}).get("value")

    def wait_for(self, expr, timeout=30, what=None):
        """poll a JS expression until it is truthy; its value"""
        deadline = time.time() + timeout
        while True:
            v = self.eval(expr)
            if v:
                return v
            if time.time() > deadline:
                raise CDPError("timed out waiting for %s" % (what or expr))
            time.sleep(0.1)

    def mouse(self, kind, x, y, button="none", clicks=0):
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button=button,
                  clickCount=clicks)

    def click(self, x, y):
        self.mouse("mouseMoved", x, y)
        self.mouse("mousePressed", x, y, "left", 1)
        self.mouse("mouseReleased", x, y, "left", 1)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        self.ws.close()


class Browser:
    """Headless Chromium with a fresh profile directory, deleted at exit."""

    def __init__(self, width=1200, height=900, chromium=None):
        self.chromium = chromium or find_chromium()
        if not self.chromium:
            raise CDPError("no chromium")
        self.userdir = tempfile.mkdtemp(prefix="pmp-chromium.")
        self.width, self.height = width, height
        self.proc = None
        self.pages = []

    def __enter__(self):
        args = [self.chromium] + CHROMIUM_FLAGS + [
            "--user-data-dir=" + self.userdir, "--remote-debugging-port=0",
            "--window-size=%d,%d" % (self.width, self.height), "about:blank"]
        self.log = open(os.path.join(self.userdir, "chromium.log"), "w+")
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=self.log)
        portfile = os.path.join(self.userdir, "DevToolsActivePort")
        deadline = time.time() + 60
        while not (os.path.exists(portfile) and os.path.getsize(portfile) > 0):
            if self.proc.poll() is not None or time.time() > deadline:
                self.log.seek(0)
                raise CDPError("chromium did not start: %s" % self.log.read()[-2000:])
            time.sleep(0.1)
        time.sleep(0.1)
        with open(portfile) as f:
            self.port = int(f.readline())
        return self

    def page(self):
        base = "http://127.0.0.1:%d" % self.port
        with urllib.request.urlopen(base + "/json/list", timeout=30) as r:
            targets = json.load(r)
        pages = [t for t in targets if t.get("type") == "page"]
        if not pages:
            raise CDPError("no page target")
        p = Page(pages[0]["webSocketDebuggerUrl"])
        p.call("Emulation.setDeviceMetricsOverride", width=self.width,
               height=self.height, deviceScaleFactor=1, mobile=False)
        self.pages.append(p)
        return p

    def __exit__(self, *exc):
        for p in self.pages:
            p.close()
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()
        shutil.rmtree(self.userdir, ignore_errors=True)
        return False
