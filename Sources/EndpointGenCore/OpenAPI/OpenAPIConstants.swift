/// Constants: schemas that allow exactly one value, OpenAPI 3.1's `const` (JSON Schema
/// 2020-12 Validation §6.1.3) or an `enum` of one value (§6.1.2).
extension OpenAPIContext {
    /// The node holding the one value a schema allows, following `$ref` and single-part
    /// wrappers (`allOf: [$ref]`): the `const` value, or the only value of an `enum`. `nil`
    /// when the schema allows more (several values, or `null` too: `nullable`, a `null` type
    /// or enum value) or when the value is not a scalar.
    func constantNode(of schema: OpenAPINode, depth: Int = 0) -> OpenAPINode? {
        guard depth < 16, schema.isMapping, !isNullable(schema) else { return nil }
        if let reference = schema.reference {
            guard let target = target(of: reference, at: schema, lenient: true)?.node else { return nil }
            return constantNode(of: target, depth: depth + 1)
        }
        let value: OpenAPINode
        if let constant = schema["const"] {
            value = constant
        } else if let values = schema["enum"]?.items, values.count == 1 {
            value = values[0]
        } else if let part = singleTypedPart(of: schema) {
            return constantNode(of: part, depth: depth + 1)
        } else {
            return nil
        }
        guard let scalar = value.yaml.scalar, !(scalar.isNull && scalar.isPlainUntagged) else { return nil }
        return value
    }

    /// The one value a schema allows (see ``constantNode(of:depth:)``), read as the schema's
    /// `type` says (`string` keeps the text as written; without a type, a plain scalar is read
    /// by the YAML 1.2 core schema, so `1` is a number and `"1"` a string). `nil` when there is
    /// no such value or it does not fit the type.
    func constantValue(of schema: OpenAPINode) -> Located<Spec.LiteralValue>? {
        guard let node = constantNode(of: schema) else { return nil }
        let expected: ExpectedLiteral
        switch schemaTypeNames(dereference(schema, lenient: true) ?? schema).first(where: { $0 != "null" }) {
        case "string": expected = .string
        case "integer": expected = .integer
        case "number": expected = .number
        case "boolean": expected = .boolean
        case nil: expected = .any
        default: return nil
        }
        guard let value = literal(node, expecting: expected) else { return nil }
        switch value {
        case .string, .integer, .number, .bool: return Located(value, at: node.location)
        case .null, .array, .object: return nil
        }
    }

    /// The Swift type of a constant: `String`, `Int`, `Double` or `Bool`; a number a `Double`
    /// does not hold exactly (`const: 0.1000000000000000000001`) is a `Decimal`, which does.
    static func constantType(_ value: Spec.LiteralValue) -> Spec.TypeReference {
        switch value {
        case .integer: .builtin(.int)
        case .number(let number): number.isExactDouble ? .builtin(.double) : .builtin(.decimal)
        case .bool: .builtin(.bool)
        default: .builtin(.string)
        }
    }

    /// The value a schema fixes one of its properties to (a constant property, found in its
    /// own `properties` first, then in its `allOf` parts from the last), as text; `nil` when
    /// the property can take several values or is not there. Used for discriminators, whose
    /// values are strings (OpenAPI 3.x Discriminator Object).
    func fixedValue(of property: String, in schema: OpenAPINode, depth: Int = 0) -> String? {
        guard depth < 16, let target = dereference(schema, lenient: true), target.isMapping else { return nil }
        if let propertySchema = propertiesMap(of: target)?[property], !isConstraintOnly(propertySchema) {
            return constantNode(of: propertySchema)?.rawText
        }
        for part in (target["allOf"]?.items ?? []).reversed() {
            if let value = fixedValue(of: property, in: part, depth: depth + 1) { return value }
        }
        return nil
    }
}
