#!/usr/bin/env python3
"""Writes a synthetic endpoint spec in EndpointGen's format with N endpoints, to standard output.

Usage: synthetic-spec.py N [--touch K]

Every endpoint has path and query parameters, a header, a JSON body or a response model, and
an error body, so that the spec scales the way a real API does: one model per two endpoints.
--touch K changes endpoint K (its summary and one query parameter's name), to measure an
incremental rebuild after a one-endpoint change. The output depends only on N and K.
"""
import sys


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit("usage: synthetic-spec.py N [--touch K]")
    count = int(args[0])
    touch = int(args[2]) if len(args) >= 3 and args[1] == "--touch" else -1
    out = [
        "api: Synthetic",
        "description: A synthetic API for benchmarks.",
        "servers:",
        "  - url: http://127.0.0.1:8080",
        "coding:",
        "  keys: snake_case",
        "  dates: iso8601",
        "models:",
        "  Problem:",
        "    properties:",
        "      code: Int",
        "      message: String",
        "      details: \"[String]?\"",
    ]
    for i in range((count + 1) // 2):
        out += [
            f"  Resource{i}:",
            f"    description: Resource number {i}.",
            "    properties:",
            "      id: Int64",
            "      name: String",
            "      createdAt: Date",
            "      tags: \"[String]\"",
            "      score: Double?",
            f"      state: State{i % 10}",
        ]
    for s in range(10):
        out += [f"  State{s}:", "    enum: [active, inactive, pending-review]"]
    out.append("endpoints:")
    for i in range(count):
        model = f"Resource{i // 2}"
        suffix = "Changed" if i == touch else ""
        out += [
            f"  operation{i}:",
            f"    method: {'GET' if i % 2 == 0 else 'POST'}",
            f"    path: /resources{i}/{{id}}/items",
            f"    summary: Operation {i}{suffix}.",
            "    pathParams:",
            "      id: Int64",
            "    query:",
            f"      limit{suffix}: Int?",
            "      tag: \"[String]?\"",
            "    headers:",
            "      X-Request-ID: String?",
        ]
        if i % 2 == 1:
            out.append(f"    body: {model}")
        out += [f"    response: {model}", "    errors:", "      404: Problem", "      default: Problem"]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
