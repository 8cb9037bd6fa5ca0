"""An echo server that reads brackets, for EndpointGen's live form tests (WSGI, under gunicorn:
`scripts/test-server brackets`).

Every request is answered 200 with a JSON object: `query`, the query string, and `form`, the
request body, each as qs-codec (a port of the qs library that Express reads forms with) reads
it: `card[number]=4242` as {"card": {"number": "4242"}}, `expand[]=a` and `items[0][k]=v` as
arrays; and `body`, the body's text as it arrived. Rack (Rails) and PHP read the same names
into the same nesting (Rack keeps `items[0]` as a hash keyed "0", which Rails reads as an
array of its values).
"""
import json

import qs_codec


def app(environ, start_response):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(length).decode("utf-8") if length else ""
    answer = {
        "query": qs_codec.decode(environ.get("QUERY_STRING", "")),
        "form": qs_codec.decode(body),
        "body": body,
    }
    data = json.dumps(answer, ensure_ascii=False).encode("utf-8")
    start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(data)))])
    return [data]
