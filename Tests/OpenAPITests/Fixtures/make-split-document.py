#!/usr/bin/env python3
"""Writes one OpenAPI 3.0 document of an imaginary cloud API ("Fleet") in two forms:

  OUT/split/openapi.yaml     the root of a description split over many files, the way large
                             real descriptions are: path items and operations are `$ref`s into
                             files (`get: {$ref: resources/machines/list.yaml}`), which refer
                             to files in nested folders, relative to themselves, which refer
                             further (models, shared parameters and responses); JSON-pointer
                             escapes (`~0`, `~1`) and percent-encoding (`%20`) in references;
  OUT/bundled/openapi.yaml   the same API in one file, every shared part a component.

Both forms must generate the same client (Tests/OpenAPITests/SplitDocumentTests.swift).
COPIES repeats the ten resources (with distinct names), so that the benchmark
(scripts/bench-split-document) can read 1x, 4x and 16x the files.

    make-split-document.py OUT [COPIES]      (COPIES: 1 unless given)

The committed fixture beside this script is `make-split-document.py Tests/OpenAPITests/Fixtures/split-document`.
"""
import json
import os
import re
import sys

# Text that YAML reads back as the same string without quotes.
PLAIN = re.compile(r"^[A-Za-z/$.][A-Za-z0-9_ ./{}$-]*$")

RESOURCES = [
    # (path word, model name, description)
    ("machines", "Machine", "A virtual machine."),
    ("volumes", "Volume", "A block storage volume."),
    ("networks", "Network", "A private network."),
    ("images", "Image", "A disk image."),
    ("snapshots", "Snapshot", "A point-in-time copy of a volume."),
    ("keys", "Key", "An SSH public key."),
    ("domains", "Domain", "A DNS domain."),
    ("records", "Record", "A DNS record."),
    ("alerts", "Alert", "A monitoring alert."),
    ("projects", "Project", "A group of resources."),
]


def scalar(value):
    """A YAML scalar: JSON's double-quoted strings are YAML too."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    if PLAIN.match(value) and not value.endswith(" ") and value.lower() not in ("true", "false", "null", "yes", "no", "on", "off"):
        return value
    return json.dumps(value, ensure_ascii=False)


def emit(value, indent=0):
    """Block-style YAML of dicts, lists and scalars, keys in the order given."""
    pad = "  " * indent
    lines = []
    if isinstance(value, dict):
        if not value:
            return [pad + "{}"]
        for key, item in value.items():
            if isinstance(item, (dict, list)) and item:
                lines.append(f"{pad}{scalar(key)}:")
                lines.extend(emit(item, indent + 1))
            else:
                lines.append(f"{pad}{scalar(key)}: {emit(item)[0].strip()}")
    elif isinstance(value, list):
        if not value:
            return [pad + "[]"]
        for item in value:
            inner = emit(item, indent + 1)
            lines.append(f"{pad}- {inner[0].strip()}")
            lines.extend(inner[1:])
    else:
        lines.append(pad + scalar(value))
    return lines


def write(root, path, value):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as file:
        file.write("\n".join(emit(value)) + "\n")


def ref(target):
    return {"$ref": target}


def resources(copies):
    for copy in range(1, copies + 1):
        suffix = "" if copy == 1 else str(copy)
        for word, model, description in RESOURCES:
            yield word + suffix, model + suffix, description


def models(word, model, description, link):
    """The resource's model and its create model; `link(folder_relative_target)` makes a ref."""
    full = {
        "type": "object",
        "description": description,
        "required": ["id", "name"],
        "properties": {
            "id": {"type": "string", "format": "uuid"},
            "name": {"type": "string"},
            "region": link("shared/region.yaml", "Region"),
            "tags": {"type": "array", "items": link("shared/tag.yaml", "Tag")},
            "status": {"type": "string", "enum": ["new", "active", "off"], "default": "new"},
            "created_at": {"type": "string", "format": "date-time"},
            "size_gb": {"type": "integer", "default": 25},
        },
    }
    create = {
        "type": "object",
        "description": f"What a new {model.lower()} is made from.",
        "required": ["name"],
        "properties": {
            "name": {"type": "string"},
            "region": link("shared/region.yaml", "Region"),
            "tags": {"type": "array", "items": {"type": "string"}},
        },
    }
    return full, create


SHARED_MODELS = {
    "Region": ("shared/region.yaml", {"type": "string", "description": "Where a resource runs.", "enum": ["ams", "fra", "nyc"]}),
    "Tag": ("shared/tag.yaml", {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "color": {"type": "string"}}}),
    "PageLinks": ("shared/page links.yaml", {"type": "object", "properties": {"next": {"type": "string", "format": "uri"}, "prev": {"type": "string", "format": "uri"}}}),
    "Error": ("shared/error.yaml", {"type": "object", "required": ["code", "message"], "properties": {"code": {"type": "integer"}, "message": {"type": "string"}}}),
}

# Parameter keys chosen to need escapes in a JSON pointer: `/` is `~1`, `~` is `~0`, a space `%20`.
PARAMETERS = {
    "page": ("page", {"name": "page", "in": "query", "schema": {"type": "integer", "minimum": 1, "default": 1}}),
    "per page": ("per%20page", {"name": "per_page", "in": "query", "schema": {"type": "integer", "maximum": 200}}),
    "filters/region": ("filters~1region", {"name": "region", "in": "query", "description": "Only resources in this region."}),
    "~tag": ("~0tag", {"name": "tag", "in": "query", "schema": {"type": "string"}}),
}


def operations(word, model, one_response, list_response, error, not_found, body, parameter):
    """The five operations of a resource, as dicts; the arguments make the refs."""
    list_op = {
        "operationId": f"list{model}s",
        "summary": f"Lists {word}.",
        "parameters": [parameter(key) for key in PARAMETERS],
        "responses": {"200": list_response, "default": error},
    }
    create_op = {
        "operationId": f"create{model}",
        "summary": f"Creates a {model.lower()}.",
        "requestBody": body,
        "responses": {"201": one_response, "default": error},
    }
    get_op = {"operationId": f"get{model}", "responses": {"200": one_response, "404": not_found}}
    update_op = {
        "operationId": f"update{model}",
        "requestBody": body,
        "responses": {"200": one_response, "404": not_found, "default": error},
    }
    delete_op = {"operationId": f"delete{model}", "responses": {"204": {"description": "Deleted."}, "404": not_found}}
    return list_op, create_op, get_op, update_op, delete_op


def list_schema(word, item, links):
    return {"type": "object", "required": [word], "properties": {word: {"type": "array", "items": item}, "links": links}}


def main():
    out = sys.argv[1]
    copies = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    split = os.path.join(out, "split")
    info = {"title": "Fleet", "version": "1.0", "description": "An imaginary cloud API, split over many files."}
    servers = [{"url": "https://api.fleet.example/v1"}]
    security = {"type": "http", "scheme": "bearer", "description": "A personal access token."}

    # The split form.
    write(split, "shared/security.yaml", {"bearer": security})
    for name, (path, schema) in SHARED_MODELS.items():
        write(split, "models/" + path, schema)
    write(split, "shared/parameters.yaml", {
        key: dict(value, schema=ref("../models/shared/region.yaml")) if key == "filters/region" else value
        for key, (_, value) in PARAMETERS.items()
    })
    write(split, "shared/responses.yaml", {
        "error": {"description": "An error.", "content": {"application/json": {"schema": ref("../models/shared/error.yaml")}}},
        "not_found": {"description": "No such resource.", "content": {"application/json": {"schema": ref("../models/shared/error.yaml")}}},
    })
    root_paths, root_schemas = {}, {}
    for word, model, description in resources(copies):
        folder = f"resources/{word}"
        full, create = models(word, model, description, lambda target, _: ref("../" + target))
        write(split, f"models/{word}/{word}.yaml", full)
        write(split, f"models/{word}/{word}_create.yaml", create)
        up = "../../../models"
        write(split, f"{folder}/responses/{word}_list.yaml", {
            "description": f"A page of {word}.",
            "content": {"application/json": {"schema": list_schema(word, ref(f"{up}/{word}/{word}.yaml"), ref(f"{up}/shared/page%20links.yaml"))}},
        })
        write(split, f"{folder}/responses/{word}_one.yaml", {
            "description": f"One {model.lower()}.",
            "content": {"application/json": {"schema": {"type": "object", "properties": {model.lower(): ref(f"{up}/{word}/{word}.yaml")}}}},
        })
        write(split, f"{folder}/requests/{word}_create.yaml", {
            "required": True,
            "content": {"application/json": {"schema": ref(f"{up}/{word}/{word}_create.yaml")}},
        })
        ops = operations(
            word, model,
            one_response=ref(f"responses/{word}_one.yaml"),
            list_response=ref(f"responses/{word}_list.yaml"),
            error=ref("../../shared/responses.yaml#/error"),
            not_found=ref("../../shared/responses.yaml#/not_found"),
            body=ref(f"requests/{word}_create.yaml"),
            parameter=lambda key: ref("../../shared/parameters.yaml#/" + PARAMETERS[key][0]),
        )
        for name, op in zip(["list", "create", "get", "update", "delete"], ops):
            write(split, f"{folder}/{name}.yaml", op)
        write(split, f"{folder}/item.yaml", {
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string", "format": "uuid"}}],
            "get": ref("get.yaml"),
            "patch": ref("update.yaml"),
            "delete": ref("delete.yaml"),
        })
        root_paths[f"/{word}"] = {"get": ref(f"{folder}/list.yaml"), "post": ref(f"{folder}/create.yaml")}
        root_paths[f"/{word}/{{id}}"] = ref(f"{folder}/item.yaml")
        root_schemas[model] = ref(f"models/{word}/{word}.yaml")
        root_schemas[model + "Create"] = ref(f"models/{word}/{word}_create.yaml")
    for name, (path, _) in SHARED_MODELS.items():
        root_schemas[name] = ref("models/" + path.replace(" ", "%20"))
    write(split, "openapi.yaml", {
        "openapi": "3.0.3", "info": info, "servers": servers, "paths": root_paths,
        "components": {"schemas": root_schemas, "securitySchemes": {"token": ref("shared/security.yaml#/bearer")}},
    })

    # The bundled form: the same parts, each shared one a component.
    bundled = os.path.join(out, "bundled")
    paths, schemas, responses, bodies = {}, {}, {}, {}
    for name, (_, schema) in SHARED_MODELS.items():
        schemas[name] = schema
    local = lambda kind, name: ref(f"#/components/{kind}/{name}")
    for word, model, description in resources(copies):
        full, create = models(word, model, description, lambda _, name: local("schemas", name))
        schemas[model] = full
        schemas[model + "Create"] = create
        responses[f"{word}_list"] = {
            "description": f"A page of {word}.",
            "content": {"application/json": {"schema": list_schema(word, local("schemas", model), local("schemas", "PageLinks"))}},
        }
        responses[f"{word}_one"] = {
            "description": f"One {model.lower()}.",
            "content": {"application/json": {"schema": {"type": "object", "properties": {model.lower(): local("schemas", model)}}}},
        }
        bodies[f"{word}_create"] = {"required": True, "content": {"application/json": {"schema": local("schemas", model + "Create")}}}
        ops = operations(
            word, model,
            one_response=local("responses", f"{word}_one"),
            list_response=local("responses", f"{word}_list"),
            error=local("responses", "error"),
            not_found=local("responses", "not_found"),
            body=local("requestBodies", f"{word}_create"),
            parameter=lambda key: local("parameters", PARAMETERS[key][0]),
        )
        list_op, create_op, get_op, update_op, delete_op = ops
        paths[f"/{word}"] = {"get": list_op, "post": create_op}
        paths[f"/{word}/{{id}}"] = {
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string", "format": "uuid"}}],
            "get": get_op, "patch": update_op, "delete": delete_op,
        }
    responses["error"] = {"description": "An error.", "content": {"application/json": {"schema": local("schemas", "Error")}}}
    responses["not_found"] = {"description": "No such resource.", "content": {"application/json": {"schema": local("schemas", "Error")}}}
    parameters = {
        key: dict(value, schema=local("schemas", "Region")) if key == "filters/region" else value
        for key, (_, value) in PARAMETERS.items()
    }
    write(bundled, "openapi.yaml", {
        "openapi": "3.0.3", "info": info, "servers": servers, "paths": paths,
        "components": {
            "schemas": schemas, "parameters": parameters, "responses": responses, "requestBodies": bodies,
            "securitySchemes": {"token": security},
        },
    })


if __name__ == "__main__":
    main()
