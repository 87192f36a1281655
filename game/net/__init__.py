"""Play across machines: an authoritative host and its clients, over websockets (docs/protocol.md).

Pure Python, no pygame. The network runs in its own asyncio thread (`loop_thread`); a window or a console only
drains a `queue.Queue` of protocol messages and hands actions back through thread-safe calls.
"""
