@testable import EndpointGenCore

/// Shorthands to build ``Spec`` values in code, for features the YAML format does not express
/// (they come from the OpenAPI reader) and for snippet tests.
enum Build {
    static let file = "built.yaml"

    static func at(_ line: Int = 1) -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }

    static func located<T>(_ value: T, _ line: Int = 1) -> Located<T> { Located(value, at: at(line)) }

    static func type(_ reference: Spec.TypeReference) -> Spec.LocatedType { located(reference) }

    static func model(_ name: String) -> Spec.TypeReference { .model(name) }

    static let string = Spec.TypeReference.builtin(.string)
    static let int = Spec.TypeReference.builtin(.int)
    static let bool = Spec.TypeReference.builtin(.bool)
    static let data = Spec.TypeReference.builtin(.data)

    static func property(_ name: String, _ type: Spec.TypeReference, key: String? = nil, default value: Spec.LiteralValue? = nil, description: String? = nil, deprecated: Bool = false) -> Spec.Property {
        Spec.Property(name: located(name), key: key.map { located($0) }, type: self.type(type), description: description,
                      deprecated: deprecated, defaultValue: value.map { located($0) })
    }

    static func object(_ name: String, _ properties: [Spec.Property], description: String? = nil) -> Spec.Model {
        Spec.Model(name: located(name), description: description, kind: .object(properties))
    }

    static func parameter(_ name: String, _ type: Spec.TypeReference, style: Spec.ParameterStyle? = nil, explode: Bool? = nil) -> Spec.Parameter {
        Spec.Parameter(name: located(name), type: self.type(type), style: style, explode: explode)
    }

    static func endpoint(_ name: String, _ method: Spec.Method = .get, _ path: String, response: Spec.TypeReference? = nil) -> Spec.Endpoint {
        Spec.Endpoint(name: located(name), method: located(method), path: located(path), response: response.map { type($0) })
    }

    static func spec(_ api: String, models: [Spec.Model] = [], endpoints: [Spec.Endpoint] = [], keys: Spec.Coding.Keys = .asIs) -> Spec {
        Spec(file: file, api: located(api), coding: Spec.Coding(keys: keys), models: models, endpoints: endpoints)
    }

    /// The features only the OpenAPI reader produces, in one spec: one-of with and without a
    /// discriminator (and recursive through one), integer enums, default values, deprecation,
    /// security schemes, cookie parameters, a binary body.
    static func openAPIFeatures() -> Spec {
        var pet = Spec.Model(name: located("Pet"), description: "A cat or a dog, told apart by `petType`.", kind: .oneOf(Spec.OneOf(
            variants: [
                .init(type: type(model("Cat")), discriminatorValues: ["cat", "Cat"]),
                .init(type: type(model("Dog")), discriminatorValues: ["dog"], writtenValue: "dog"),
            ],
            discriminator: located("petType"))))
        pet.deprecated = false
        let anything = Spec.Model(name: located("StringOrNumber"), kind: .oneOf(Spec.OneOf(variants: [
            .init(type: type(.builtin(.int))), .init(type: type(string)), .init(type: type(.array(model("StringOrNumber")))),
        ])))
        let expression = Spec.Model(name: located("Expression"), description: "A recursive one-of.", kind: .oneOf(Spec.OneOf(variants: [
            .init(type: type(model("Literal"))), .init(type: type(model("Sum"))),
        ])))
        let models: [Spec.Model] = [
            pet,
            object("Cat", [property("petType", string), property("lives", int, default: .integer(9))]),
            object("Dog", [property("petType", string), property("barks", bool, default: .bool(true))]),
            anything,
            expression,
            object("Literal", [property("value", .builtin(.double))]),
            object("Sum", [property("left", model("Expression")), property("right", .optional(model("Expression")))]),
            Spec.Model(name: located("Priority"), kind: .integerEnumeration([located(1), located(2), located(-1), located(10)])),
            object("Settings", [
                property("name", string, default: .string("untitled \"draft\" \\(x)")),
                property("priority", model("Priority"), default: .integer(2)),
                property("level", .optional(model("Level")), default: .string("high")),
                property("ratio", .builtin(.double), default: .number(0.5)),
                property("count", .optional(int), default: .null),
                property("tags", .array(string), default: .array([])),
                property("extra", .dictionary(string), default: .object([:])),
                property("old", .optional(string), description: "Use `name`.", deprecated: true),
                property("wrong", .optional(int), default: .string("not a number")),
            ]),
            Spec.Model(name: located("Level"), kind: .enumeration([.init(value: located("low")), .init(value: located("high"))])),
            Spec.Model(name: located("OldThing"), description: "Replaced by Settings.", kind: .alias(type(.dictionary(.builtin(.json)))), deprecated: true),
            object("PetPatch", [
                Spec.Property(name: located("nickname"), type: type(.optional(string)), nilEncoding: .omittedOrNull),
                Spec.Property(name: located("note"), type: type(.optional(string)), nilEncoding: .null),
                property("born", .builtin(.calendarDate)),
                property("alarm", .optional(.builtin(.timeOfDay))),
            ]),
            object("Point", [property("x", int), property("y", .optional(model("Level")))]),
            object("PhotoForm", [
                Spec.Property(name: located("photo"), type: type(.builtin(.filePart)), contentMediaType: "image/png"),
                property("extras", .optional(.array(.builtin(.filePart)))),
                property("caption", string),
            ]),
            {
                // A property already named `additionalProperties` is the one renamed.
                var labels = object("Labels", [property("name", string), property("count", .optional(int)), property("additionalProperties", .optional(string))])
                labels.additionalProperties = type(.optional(string))
                return labels
            }(),
        ]
        var getPet = endpoint("getPet", .get, "/pets/{petId}", response: model("Pet"))
        getPet.pathParameters = [parameter("petId", model("Priority"))]
        getPet.cookieParameters = [parameter("session", string), parameter("theme", .optional(model("Level")))]
        getPet.headerParameters = [parameter("X-Priorities", .array(model("Priority"))), parameter("X-When", .optional(.builtin(.date)))]
        var legacy = endpoint("legacyPet", .get, "/legacy/pets", response: .array(model("OldThing")))
        legacy.deprecated = true
        legacy.summary = "Lists pets the old way."
        var upload = endpoint("uploadPhoto", .put, "/pets/{petId}/photo")
        upload.pathParameters = [parameter("petId", .builtin(.int64))]
        upload.body = Spec.Body(type: type(data), encoding: located(.binary), contentType: located("image/png"))
        var uploads = Spec.Server(url: located("https://uploads.example.com/photos"))
        uploads.template = [.variable("origin"), .text("/photos")]
        uploads.variables = [.init(name: located("origin"), defaultValue: "https://uploads.example.com")]
        upload.servers = [uploads]
        var evaluate = endpoint("evaluate", .post, "/evaluate", response: model("StringOrNumber"))
        evaluate.body = Spec.Body(type: type(model("Expression")), encoding: located(.json))
        evaluate.errors = [Spec.ErrorResponse(status: located(.default), type: type(.builtin(.json)))]
        var patch = endpoint("patchPet", .patch, "/pets/{ids}/{at}")
        patch.pathParameters = [parameter("ids", .array(int), style: .label, explode: true), parameter("at", model("Point"), style: .matrix)]
        patch.queryParameters = [
            Spec.Parameter(name: located("sort"), type: type(.optional(.array(model("Level")))), style: .pipeDelimited, explode: false),
            Spec.Parameter(name: located("near"), type: type(.optional(model("Point"))), style: .deepObject),
            Spec.Parameter(name: located("next"), type: type(.optional(string)), allowReserved: true),
        ]
        patch.headerParameters = [parameter("X-Point", .optional(model("Point")), explode: true)]
        patch.cookieParameters = [parameter("recent", .array(int), explode: false)]
        patch.body = Spec.Body(type: type(model("PetPatch")), encoding: located(.json))
        patch.security = [["bearerAuth"], []]
        var photo = endpoint("postPhoto", .post, "/photos")
        photo.body = Spec.Body(type: type(model("PhotoForm")), encoding: located(.multipart))
        photo.body?.partEncodings = [
            "caption": Spec.PartEncoding(contentType: "text/plain; charset=utf-8", headers: [parameter("X-Language", string)]),
            "photo": Spec.PartEncoding(headers: [parameter("X-Checksum", .optional(int))]),
        ]
        photo.security = [["cookieKey", "apiKey"]]
        var spec = spec("OpenAPIFeatures", models: models, endpoints: [getPet, upload, evaluate, legacy, patch, photo])
        spec.securitySchemes = [
            .init(name: located("bearerAuth"), kind: .bearer, description: "A JWT."),
            .init(name: located("apiKey"), kind: .apiKeyHeader("X-API-Key")),
            .init(name: located("queryKey"), kind: .apiKeyQuery("api_key\"\\(x)")),
            .init(name: located("basic"), kind: .basic),
            .init(name: located("cookieKey"), kind: .apiKeyCookie("session")),
        ]
        var regional = Spec.Server(url: located("https://eu.pets.example.com/v1"), description: "By region.")
        regional.template = [.text("https://"), .variable("region"), .text(".pets.example.com/"), .variable("version")]
        regional.variables = [
            .init(name: located("region"), defaultValue: "eu", allowedValues: ["eu", "us", "ap-south"], description: "Where the data is kept."),
            .init(name: located("version"), defaultValue: "v1"),
        ]
        spec.servers = [.init(url: located("https://pets.example.com")), regional]
        spec.webhooks = [
            .init(name: located("pet_adopted"), method: .post, summary: "A pet found a home.",
                  body: Spec.Body(type: type(.optional(model("Cat"))), encoding: located(.json))),
            .init(name: located("photoReady"), method: .put, urlExpression: "{$request.body#/callback}",
                  body: Spec.Body(type: type(data), encoding: located(.binary), contentType: located("image/png"))),
            .init(name: located("ping"), method: .get),
        ]
        return spec
    }
}
