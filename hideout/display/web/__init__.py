"""The table view in a browser: a big-screen page with the map, and phones as controllers.

:class:`WebDisplay` is a renderer on the display seam; :class:`TableServer` serves it on the
local network (standard library only: ``http.server`` with a thread per request, live updates
as server-sent events). Routes (shared/DESIGN.md, CLI contract):

- ``GET /`` the big screen, ``GET /phone`` the controller, ``GET /state.json`` the public state,
  ``GET /events`` the public state as a stream, ``GET /qr.svg`` the phone's address as a QR code;
- ``POST /phone/join`` ``{"seat"}`` -> ``{"token", "seat"}``; ``GET /phone/me?token=`` and
  ``GET /phone/events?token=`` the public state plus that seat's own hand;
  ``POST /phone/act`` ``{"token", "command"}``; ``POST /phone/talk`` ``{"token", "held"}``.

A phone holds a token for its seat (kept in the browser, so a reload or a dropped connection
gets the same seat back) and can act only for that seat.
"""

from hideout.display.web.server import Controller, TableServer, WebDisplay

__all__ = ["Controller", "TableServer", "WebDisplay"]
